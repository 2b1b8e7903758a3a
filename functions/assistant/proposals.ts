// Confirming or declining a proposed change. Confirming takes the proposal from `proposed` to `confirmed` by a
// conditional write first (two confirmations at once: one runs it, the other is told it is done), then runs it
// through the services as the person (their checks again), records it in the league's activity log (the
// Autopilot page's log, automation "assistant"), and answers links to what changed.
import type { AssistantProposal } from '../../shared/assistant-schema';
import { ASSISTANT_MESSAGES } from '../../shared/assistant-schema';
import { decideProposal, getProposal, settleProposal, type ProposalRecord } from '../data/assistant';
import { recordAutopilotAction } from '../data/autopilot-log';
import { conflict, HttpError, notFound } from '../lib/errors';
import { ToolRefusal } from './scope';
import { ACT_TOOLS } from './tools-act';

export const proposalView = (p: ProposalRecord): AssistantProposal => ({ id: p.id, tool: p.tool, summary: p.summary, changes: p.changes, status: p.status, links: p.links });

async function proposalOf(userId: string, id: string): Promise<ProposalRecord> {
  const p = await getProposal(userId, id);
  if (!p) throw notFound(ASSISTANT_MESSAGES.proposalNotFound);
  return p;
}

export async function confirmProposal(userId: string, id: string, now = new Date()): Promise<{ proposal: AssistantProposal; message: string }> {
  const p = await proposalOf(userId, id);
  if (p.expires_at <= now.toISOString()) throw notFound(ASSISTANT_MESSAGES.proposalNotFound);
  if (!(await decideProposal(userId, id, 'confirmed', now.toISOString()))) throw conflict(ASSISTANT_MESSAGES.proposalDone);
  const tool = ACT_TOOLS[p.action.tool as keyof typeof ACT_TOOLS];
  try {
    const ran = await tool.run(userId, p.action.league_id, p.action.args, now);
    await settleProposal(userId, id, { status: 'confirmed', result: ran.message, links: ran.links });
    await recordAutopilotAction({ league_id: p.league_id, at: now.toISOString(), automation: 'assistant', subject: p.tool, summary: `${p.summary} (confirmed in the assistant)`, undo: null });
    return { proposal: { ...proposalView(p), status: 'confirmed', links: ran.links }, message: ran.message };
  } catch (err) {
    // Claimed but refused by the service (the game changed meanwhile, the person no longer runs the league): it is
    // marked failed with the reason, and never runs later.
    const reason = err instanceof ToolRefusal ? err.message : err instanceof HttpError && err.statusCode < 500 ? err.userMessage : null;
    if (reason === null) {
      await settleProposal(userId, id, { status: 'failed', result: 'Something went wrong on our side.', links: p.links });
      throw err;
    }
    await settleProposal(userId, id, { status: 'failed', result: reason, links: p.links });
    return { proposal: { ...proposalView(p), status: 'failed' }, message: reason };
  }
}

export async function declineProposal(userId: string, id: string, now = new Date()): Promise<{ proposal: AssistantProposal; message: string }> {
  const p = await proposalOf(userId, id);
  if (!(await decideProposal(userId, id, 'declined', now.toISOString()))) throw conflict(ASSISTANT_MESSAGES.proposalDone);
  return { proposal: { ...proposalView(p), status: 'declined' }, message: 'Declined: nothing was changed.' };
}
