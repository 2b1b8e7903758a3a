// The scorekeeper screen's server state: the live game (polled, so every open screen stays current), its start and
// end, the score taps, the period and clock, and the named scorekeeper.
import { useRef, useState, type RefObject } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ResponseOf } from '../../../../../shared/api-contract';
import type { LiveClockAction, LiveScoreChange } from '../../../../../shared/game-day-schema';
import { api } from '../../api/client';
import { queryKeys } from '../../api/query-keys';

type Live = ResponseOf<'liveGame'>;
export type Score = { home_score: number; away_score: number };

/** How often an open scorekeeper screen reads the game again (another phone's taps, start, end, clock). */
export const KEEPER_POLL_MS = 2_000;

/**
 * The live game, and `saved`: puts a write's answer in the cache and refreshes the teams' pages it changes. While
 * the game may change (not started, or in progress) the screen polls it; an answer older than the one on screen
 * (a lower revision), or one read while this screen's taps are still being sent, does not replace it.
 */
export function useLiveGame(leagueId: string, gameId: string) {
  const queryClient = useQueryClient();
  const key = queryKeys.liveGame(leagueId, gameId);
  const sendingRef = useRef(false);
  const live = useQuery({
    queryKey: key,
    queryFn: async () => {
      const fresh = await api.liveGame(leagueId, gameId);
      const shown = queryClient.getQueryData<Live>(key);
      if (shown && (sendingRef.current || shown.game.revision > fresh.game.revision)) return shown;
      return fresh;
    },
    retry: false,
    // Polled while it may still change here: not started, in progress, or ended with a report awaiting the admin.
    refetchInterval: (q) => {
      const g = q.state.data?.game;
      return g && (g.status === 'in_progress' || g.status === 'scheduled' || g.status === 'postponed' || g.result_status === 'reported') ? KEEPER_POLL_MS : false;
    },
  });
  const saved = (answer: Live) => {
    queryClient.setQueryData(key, answer);
    void queryClient.invalidateQueries({ queryKey: ['teams'] });
  };
  return { live, saved, sendingRef };
}

export const useStartGame = (leagueId: string, gameId: string, onSuccess: (a: Live) => void) =>
  useMutation({ mutationFn: () => api.startGame(leagueId, gameId), onSuccess });

/** Ends the game with the score on screen and the revision it was read at (409 when another phone changed it since). */
export const useEndGame = (leagueId: string, gameId: string, onSuccess: (a: Live) => void) =>
  useMutation({ mutationFn: (s: Score & { revision: number }) => api.endGame(leagueId, gameId, s), onSuccess });

export const useLiveClock = (leagueId: string, gameId: string, onSuccess: (a: Live) => void) =>
  useMutation({ mutationFn: (action: LiveClockAction) => api.changeLiveClock(leagueId, gameId, { action }), onSuccess });

/**
 * The taps not yet answered and their sending. Each tap is a change (+1, +3, -1) the server adds to the score as
 * stored, sent one after another; the screen shows the server's score plus the taps still on their way. A tap that
 * fails is dropped and the error shown (the score on screen is then the server's again).
 */
export function useLiveScore(leagueId: string, gameId: string, saved: (a: Live) => void, sendingRef: RefObject<boolean>) {
  const queue = useRef<LiveScoreChange[]>([]);
  const [pending, setPending] = useState<LiveScoreChange[]>([]);
  const [saveError, setSaveError] = useState<unknown>(null);
  const flush = async () => {
    if (sendingRef.current) return;
    sendingRef.current = true;
    try {
      while (queue.current.length) {
        const answer = await api.changeLiveScore(leagueId, gameId, queue.current[0]!);
        queue.current = queue.current.slice(1);
        saved(answer);
        setPending(queue.current);
      }
      setSaveError(null);
    } catch (err) {
      queue.current = [];
      setPending([]);
      setSaveError(err);
    } finally {
      sendingRef.current = false;
    }
  };
  const tap = (change: LiveScoreChange) => {
    queue.current = [...queue.current, change];
    setPending(queue.current);
    void flush();
  };
  /** The stored score with the taps still on their way. */
  const withPending = (s: Score): Score => pending.reduce((at, p) => {
    const side = p.side === 'home' ? 'home_score' : 'away_score';
    return { ...at, [side]: Math.min(999, Math.max(0, at[side] + p.change)) };
  }, s);
  return { tap, withPending, saving: pending.length > 0, saveError };
}

export const useSetScorekeeper = (leagueId: string, gameId: string, onSuccess: (a: Live) => void) =>
  useMutation({ mutationFn: (to: string | null) => api.setScorekeeper(leagueId, gameId, { email: to }), onSuccess });
