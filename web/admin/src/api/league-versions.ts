// The versions this page's own writes moved a league through. A form sends the version its values were read at
// (a stale one is refused with 409); when another form of the same page saved meanwhile, that save changed only
// that form's fields, so the version is followed along this page's own writes before it is sent. A change made
// anywhere else is not on this path, so a form read before it still gets the 409.
import { useMemo, useRef } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { ResponseOf } from '../../../../shared/api-contract';
import { api } from './client';
import { queryKeys } from './query-keys';

const steps = new Map<string, Map<number, number>>();

/** Records that one of this page's writes took the league from version `from` to `to`. */
export function noteOwnWrite(leagueId: string, from: number | undefined, to: number | undefined): void {
  if (from === undefined || to === undefined || to <= from) return;
  const mine = steps.get(leagueId) ?? new Map<number, number>();
  mine.set(from, to);
  steps.set(leagueId, mine);
}

/** `version`, moved along this page's own writes since. */
export function followOwnWrites(leagueId: string, version: number): number {
  const mine = steps.get(leagueId);
  let v = version;
  for (let next = mine?.get(v); next !== undefined && next > v; next = mine?.get(v)) v = next;
  return v;
}

/** The version a form's values were read at: what its save sends, and what a successful save moves it to. */
export function useFormVersion(leagueId: string, loaded: number | undefined) {
  const base = useRef(loaded);
  return useMemo(() => ({
    toSend: (): number | undefined => (base.current === undefined ? undefined : followOwnWrites(leagueId, base.current)),
    saved: (version: number | undefined) => { base.current = version; },
  }), [leagueId]);
}

/**
 * Runs one of this page's writes that moves the league's version as a side effect (a custom domain added or
 * removed changes the league's domain fields), then reads the league: the version read is recorded as this
 * page's own step from the one the page held, so the Basic Settings form loaded before it still saves.
 */
export async function asOwnLeagueWrite<T>(queryClient: QueryClient, leagueId: string, write: () => Promise<T>): Promise<T> {
  const held = queryClient.getQueryData<ResponseOf<'getLeague'>>(queryKeys.league(leagueId))?.league.version;
  const out = await write();
  if (held === undefined) return out;
  const fresh = await api.getLeague(leagueId);
  noteOwnWrite(leagueId, held, fresh.league.version);
  queryClient.setQueryData(queryKeys.league(leagueId), fresh);
  return out;
}

export type FormVersion = ReturnType<typeof useFormVersion>;
