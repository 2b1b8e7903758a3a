// Seasons drafted by season auto-renewal, as the organiser reviews them: listed with the registration they carry,
// a go-live day set (the renewal job is due then), or confirmed now. Nothing of a draft is public before it is live.
import type { SeasonDraftInput } from '../../shared/autopilot-schema';
import { goLiveAt } from '../../shared/season-renewal';
import { SEASON_MESSAGES } from '../../shared/season-schema';
import { armAutopilotJob } from '../data/autopilot';
import { getSeasonDraft, setDraftLiveOn } from '../data/season-drafts';
import { RENEWAL_KIND } from '../data/season-renewal-job';
import { getSeason, listLeagueSeasons, seasonTeamIds } from '../data/seasons';
import { requireOwnLeague } from '../access/league';
import { conflict, notFound } from '../lib/errors';
import { goLive } from './season-renewal';

export async function listDrafts(leagueId: string) {
  const seasons = await listLeagueSeasons(leagueId);
  const names = new Map(seasons.map((s) => [s.id, s.name]));
  return Promise.all(seasons.filter((s) => s.draft).map(async (s) => {
    const carried = (await getSeasonDraft(leagueId, s.id))?.registration ?? null;
    return {
      season_id: s.id, name: s.name, start_date: s.start_date, end_date: s.end_date, from_season_id: s.draft!.from_season_id,
      from_season_name: names.get(s.draft!.from_season_id) ?? null, live_on: s.draft!.live_on, drafted_at: s.draft!.drafted_at,
      registration: carried && {
        opens_at: carried.opens_at, closes_at: carried.closes_at, currency: carried.currency,
        team_fee: carried.team?.fee ?? null, individual_fee: carried.individual?.fee ?? null,
      },
    };
  }));
}

async function draftOf(leagueId: string, seasonId: string) {
  const season = await getSeason(leagueId, seasonId);
  if (!season) throw notFound(SEASON_MESSAGES.notFound);
  if (!season.draft) throw conflict(SEASON_MESSAGES.draftLive);
  return season;
}

export async function setDraftLiveDay(userId: string, leagueId: string, seasonId: string, input: SeasonDraftInput, now = new Date()) {
  await requireOwnLeague(userId, leagueId);
  const season = await draftOf(leagueId, seasonId);
  if (!(await setDraftLiveOn(leagueId, seasonId, input.live_on, now.toISOString()))) throw conflict(SEASON_MESSAGES.draftLive);
  // The season it renews has the job that makes it live on that day.
  await armAutopilotJob(leagueId, RENEWAL_KIND, season.draft!.from_season_id, input.live_on ? goLiveAt(input.live_on) : null, now.toISOString());
  const draft = (await listDrafts(leagueId)).find((d) => d.season_id === seasonId);
  if (!draft) throw conflict(SEASON_MESSAGES.draftLive);
  return { draft };
}

export async function confirmDraft(userId: string, leagueId: string, seasonId: string, now = new Date()) {
  const league = await requireOwnLeague(userId, leagueId);
  const season = await draftOf(leagueId, seasonId);
  if (!(await goLive(league, season, now, 'organiser'))) throw conflict(SEASON_MESSAGES.draftLive);
  const after = (await getSeason(leagueId, seasonId))!;
  const teamIds = await seasonTeamIds(leagueId, seasonId);
  return { season: { ...after, team_ids: teamIds, team_count: teamIds.length } };
}
