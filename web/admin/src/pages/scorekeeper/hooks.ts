// The scorekeeper screen's server state: the live game, its start/end, the score taps and the named scorekeeper.
import { useEffect, useRef, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ResponseOf } from '../../../../../shared/api-contract';
import { api } from '../../api/client';
import { queryKeys } from '../../api/query-keys';

type Live = ResponseOf<'liveGame'>;
export type Score = { home_score: number; away_score: number };

/** The live game, and `saved`: puts a write's answer in the cache and refreshes the teams' pages it changes. */
export function useLiveGame(leagueId: string, gameId: string) {
  const queryClient = useQueryClient();
  const key = queryKeys.liveGame(leagueId, gameId);
  const live = useQuery({ queryKey: key, queryFn: () => api.liveGame(leagueId, gameId), retry: false });
  const saved = (answer: Live) => {
    queryClient.setQueryData(key, answer);
    void queryClient.invalidateQueries({ queryKey: ['teams'] });
  };
  return { live, saved };
}

export const useStartGame = (leagueId: string, gameId: string, onSuccess: (a: Live) => void) =>
  useMutation({ mutationFn: () => api.startGame(leagueId, gameId), onSuccess });

export const useEndGame = (leagueId: string, gameId: string, onSuccess: (a: Live) => void) =>
  useMutation({ mutationFn: (s: Score) => api.endGame(leagueId, gameId, s), onSuccess });

/**
 * The score on screen and its saving. Taps save one after another, always the latest score: a slow answer never
 * puts an older score back. The screen shows the server's score until the keeper taps; after a reload it starts
 * from the stored one.
 */
export function useLiveScore(leagueId: string, gameId: string, saved: (a: Live) => void, game: Live['game'] | undefined) {
  const [score, setScore] = useState<Score | null>(null);
  const latest = useRef<Score | null>(null);
  const sending = useRef(false);
  const [saveError, setSaveError] = useState<unknown>(null);
  const [saving, setSaving] = useState(false);
  const flush = async () => {
    if (sending.current) return;
    sending.current = true;
    setSaving(true);
    try {
      while (latest.current) {
        const next = latest.current;
        latest.current = null;
        saved(await api.updateLiveScore(leagueId, gameId, next));
      }
      setSaveError(null);
    } catch (err) {
      setSaveError(err);
    } finally {
      sending.current = false;
      setSaving(false);
    }
  };
  useEffect(() => {
    if (game && game.home_score !== null && game.away_score !== null && !latest.current && !sending.current) setScore({ home_score: game.home_score, away_score: game.away_score });
  }, [game]);
  const push = (next: Score) => {
    setScore(next);
    latest.current = next;
    void flush();
  };
  return { score, push, saving, saveError };
}

export const useSetScorekeeper = (leagueId: string, gameId: string, onSuccess: (a: Live) => void) =>
  useMutation({ mutationFn: (to: string | null) => api.setScorekeeper(leagueId, gameId, { email: to }), onSuccess });
