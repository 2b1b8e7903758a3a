// The assistant's server state (issue 40): the streamed conversation, earlier conversations, a proposal's
// confirmation or refusal, and the weekly plan of AI autopilot. The routes answer the shapes of
// shared/assistant-schema.ts, parsed here by its zod schemas (this is the assistant's own chunk, loaded on use,
// so zod is no weight on the admin's first load).
import { useCallback, useRef, useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import * as z from 'zod';
import {
  approvePlanResponseSchema, assistantConversationListSchema, assistantConversationSchema, proposalResultSchema, weeklyPlanResponseSchema,
  type AssistantProposal,
} from '../../../../../shared/assistant-schema';
import { MSG } from '../../../../../shared/messages';
import { authorizedFetch } from './assistant-fetch';
import { useInvalidate } from '../../api/query-client';
import { queryKeys, staleAfter } from '../../api/query-keys';
import { messageOf } from '../../lib/form-errors';
import { applyEvent, asked, EMPTY_CHAT, finished, withProposal, type ChatState } from './assistant-chat';
import { assistantEvents } from './assistant-stream';

async function read<S extends z.ZodType>(schema: S, path: string, method = 'GET', body?: unknown): Promise<z.infer<S>> {
  const res = await authorizedFetch(path, { method, body });
  return schema.parse(await res.json());
}

const id = encodeURIComponent;

export function useConversations(enabled: boolean) {
  return useQuery({ queryKey: queryKeys.assistantConversations, queryFn: () => read(assistantConversationListSchema, '/api/assistant/conversations'), enabled });
}

export function useDeleteConversation() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (conversationId: string) => authorizedFetch(`/api/assistant/conversations/${id(conversationId)}`, { method: 'DELETE' }),
    onSuccess: () => void invalidate([queryKeys.assistantConversations]),
  });
}

/** Confirms (runs, once) or declines a proposed change; what it changed is stale afterwards. */
export function useProposalDecision() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ proposal, decision }: { proposal: AssistantProposal; decision: 'confirm' | 'decline' }) =>
      read(proposalResultSchema, `/api/assistant/proposals/${id(proposal.id)}/${decision}`, 'POST', {}),
    onSuccess: (r) => void invalidate(r.proposal.status === 'confirmed' ? staleAfter.assistantChange() : [queryKeys.assistantConversations]),
  });
}

/** The league's weekly plan (null until the assistant has made one). */
export function useWeeklyPlan(leagueId: string) {
  return useQuery({ queryKey: queryKeys.weeklyPlan(leagueId), queryFn: () => read(weeklyPlanResponseSchema, `/api/leagues/${id(leagueId)}/assistant/plan`), select: (r) => r.plan });
}

/** Approves the plan's items (all of them without `itemIds`): each one's change runs once. */
export function useApprovePlan(leagueId: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ planId, itemIds }: { planId: string; itemIds?: string[] }) =>
      read(approvePlanResponseSchema, `/api/leagues/${id(leagueId)}/assistant/plan/${id(planId)}/approve`, 'POST', itemIds ? { item_ids: itemIds } : {}),
    onSuccess: () => void invalidate(staleAfter.assistantChange()),
  });
}

const timeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * One conversation with the assistant: `send` posts a question and folds each streamed event into the state as it
 * arrives; `open` shows an earlier conversation (and continues it), `reset` starts a new one.
 */
export function useAssistantChat(leagueId: string | null) {
  const [chat, setChat] = useState<ChatState>(EMPTY_CHAT);
  const busy = chat.turns.at(-1)?.streaming === true;
  const abort = useRef<AbortController | null>(null);
  const invalidate = useInvalidate();

  const send = useCallback(async (text: string, conversationId: string | null) => {
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    setChat((s) => asked(s, text));
    try {
      const res = await authorizedFetch('/api/assistant/messages', {
        method: 'POST', signal: controller.signal,
        body: { text, conversation_id: conversationId ?? undefined, league_id: leagueId ?? undefined, time_zone: timeZone() },
      });
      if (!res.body) throw new Error(MSG.league.apiFailed);
      for await (const event of assistantEvents(res.body)) setChat((s) => applyEvent(s, event));
      setChat((s) => finished(s));
    } catch (err) {
      if (controller.signal.aborted) return;
      setChat((s) => finished(s, messageOf(err)));
    }
    void invalidate([queryKeys.assistantConversations]);
  }, [leagueId, invalidate]);

  const open = useCallback(async (conversationId: string) => {
    abort.current?.abort();
    const conversation = await read(assistantConversationSchema, `/api/assistant/conversations/${id(conversationId)}`);
    setChat((s) => ({ conversationId: conversation.id, usage: s.usage, turns: conversation.turns.map((t) => ({ role: t.role, text: t.text, links: t.links, proposals: t.proposals })) }));
  }, []);

  const reset = useCallback(() => {
    abort.current?.abort();
    setChat((s) => ({ ...EMPTY_CHAT, usage: s.usage }));
  }, []);

  const proposalChanged = useCallback((p: AssistantProposal) => setChat((s) => withProposal(s, p)), []);

  return { chat, busy, send: (text: string) => send(text, chat.conversationId), open, reset, proposalChanged };
}
