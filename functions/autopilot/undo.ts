// Undoing one act of the autopilot, by the kind its log entry names (AutopilotLogEntry.undo.kind). The entry is
// marked undone first, by a conditional write, so two undos at once run the act's undo once; an undo refused (the
// act can no longer be taken back: a drafted season went live) or failing takes the mark back and answers why.
// Each automation registers its undo here: 'withdraw_team_invitation' and 'withdraw_player_invitation' (team and
// player invitations), 'unplace_registrant' (level assignment), 'delete_season_draft' (season auto-renewal).
import { SEASON_MESSAGES } from '../../shared/season-schema';
import { clearAutopilotUndone, getAutopilotLogEntry, markAutopilotUndone, type AutopilotLogEntry } from '../data/autopilot-log';
import { deleteDraftSeason } from '../data/season-drafts';
import { conflict, notFound } from '../lib/errors';
import { withdrawPlayerInvitation, withdrawTeamInvitation } from './invitation-undo';
import { undoLevelPlacement } from './level-assignment';

export const UNDO_MESSAGES = {
  notFound: 'That autopilot action was not found',
  cannotUndo: 'That autopilot action cannot be undone',
  alreadyUndone: 'That autopilot action was undone already',
} as const;

type Undo = NonNullable<AutopilotLogEntry['undo']>;
/** Takes the act back; throws an HttpError (409) when it can no longer be. */
export type UndoFn = (leagueId: string, undo: Undo, now: Date, entry: AutopilotLogEntry) => Promise<void>;

async function deleteSeasonDraft(leagueId: string, undo: Undo) {
  if (await deleteDraftSeason(leagueId, undo.season_id)) throw conflict(SEASON_MESSAGES.draftLive);
}

const UNDO: Record<string, UndoFn> = {
  delete_season_draft: deleteSeasonDraft,
  withdraw_team_invitation: (leagueId, _undo, now, entry) => withdrawTeamInvitation(leagueId, entry, now),
  withdraw_player_invitation: (leagueId, _undo, now, entry) => withdrawPlayerInvitation(leagueId, entry, now),
  unplace_registrant: (leagueId, _undo, now, entry) => undoLevelPlacement(leagueId, entry, now),
};

export async function undoAutopilotEntry(leagueId: string, entryId: string, now: Date): Promise<AutopilotLogEntry> {
  const entry = await getAutopilotLogEntry(leagueId, entryId);
  if (!entry) throw notFound(UNDO_MESSAGES.notFound);
  const run = entry.undo ? UNDO[entry.undo.kind] : undefined;
  if (!entry.undo || !run) throw conflict(UNDO_MESSAGES.cannotUndo);
  const at = now.toISOString();
  if (!(await markAutopilotUndone(leagueId, entryId, at))) throw conflict(UNDO_MESSAGES.alreadyUndone);
  try {
    await run(leagueId, entry.undo, now, entry);
  } catch (err) {
    await clearAutopilotUndone(leagueId, entryId, at);
    throw err;
  }
  return { ...entry, undone_at: at };
}

/** Whether an entry's act can still be undone (the page's Undo button). */
export const canUndo = (e: AutopilotLogEntry): boolean => Boolean(e.undo && UNDO[e.undo.kind] && !e.undone_at);
