// Live scores on the league site's pages: a game in progress shows 'Live' and its running score, and an open page
// keeps them current without a reload. While a game on the page is in progress (or due today), the page asks the
// public live read (/api/public/leagues/{key}/live: one small Query, cached 2 seconds at the edge) every few
// seconds and lays the answers over the games it rendered; a game that ends turns to Final (or, reported by a
// manager, to Awaiting confirmation) the same way.
import { useEffect, useState } from 'react';
import { callSite, type RoutePath } from '../lib/site-routes';
import type { GameView } from '../site-page';

type Live = { id: string; status: 'in_progress' | 'completed'; home_score: number; away_score: number; result_status?: GameView['result_status'] };
const LIVE_PATH: RoutePath<'publicLiveScores'> = '/api/public/leagues/{key}/live';
/** The poll's pace until the server says otherwise (its answer carries poll_seconds). */
const DEFAULT_POLL_MS = 3_000;
const HOUR = 3_600_000;

export const isLive = (g: GameView) => g.status === 'in_progress' && g.home_score !== null && g.away_score !== null;

/** Worth watching: in progress, or starting within the hour or started in the last three (it may start meanwhile). */
const watched = (g: GameView, now: number) => g.status === 'in_progress'
  || (g.status === 'scheduled' && Math.abs(Date.parse(g.scheduled_at) - now - HOUR) <= 2 * HOUR);

/** The games with the latest live scores laid over them (same order, same objects where nothing changed). */
export function useLiveGames(games: GameView[]): GameView[] {
  const [live, setLive] = useState<Map<string, Live>>(new Map());
  const leagueId = games[0]?.league_id;
  // The games that may be live, as one string (status|start per game): the effect starts again only when it changes.
  const candidates = games.filter((g) => g.status === 'in_progress' || g.status === 'scheduled').map((g) => `${g.status}|${g.scheduled_at}`).join(' ');
  useEffect(() => {
    const now = Date.now();
    const watch = candidates.split(' ').filter(Boolean).some((c) => {
      const [status, at] = c.split('|');
      return watched({ status, scheduled_at: at } as GameView, now);
    });
    if (!leagueId || !watch) return undefined;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async () => {
      let wait = DEFAULT_POLL_MS;
      try {
        const body = await callSite<'publicLiveScores'>(LIVE_PATH, { key: leagueId });
        wait = Math.max(1, body.poll_seconds) * 1000;
        if (!stopped) setLive(new Map(body.games.map((l): [string, Live] => [l.id, l])));
      } catch {
        // Offline for a moment, or a refusal: try again at the usual pace.
      }
      if (!stopped) timer = setTimeout(() => void poll(), wait);
    };
    void poll();
    return () => { stopped = true; clearTimeout(timer); };
  }, [leagueId, candidates]);
  return games.map((g) => {
    const l = live.get(g.id);
    // A game that ended is final only once its score is confirmed: a manager's report awaits the league's admin.
    return l ? { ...g, status: l.status, home_score: l.home_score, away_score: l.away_score, result_status: l.status === 'completed' ? l.result_status ?? null : g.result_status } : g;
  });
}

/** 'Live' and the running score of a game in progress (nothing for any other game). */
export function LiveScore({ g, awayFirst = false }: { g: GameView; awayFirst?: boolean }) {
  if (!isLive(g)) return null;
  const score = awayFirst ? `${g.away_score} - ${g.home_score}` : `${g.home_score} - ${g.away_score}`;
  return <span className="live-score" data-game={g.id}><strong>{score}</strong> <span className="chip badge badge--live">Live</span></span>;
}
