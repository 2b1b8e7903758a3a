// /games/{game}: one game's page on the league site: the two teams, when (on the league's clock) and where (with a
// map link), the live or final score (kept current while it is live), the game's stat leaders once entered, and
// its calendar entry to add to a phone's calendar.
import type { ResponseOf, Routes } from '../../../../shared/api-contract';
import { badgeClass, gameBadge, hasScore } from './schedule-page';
import { gameDay, gameTime } from './format';
import { isLive, useLiveGames } from './live-score';
import { TeamLogo } from './team-logo';
import { matchup, SideTag, teamHref } from './game-sides';

type GamePageData = ResponseOf<'publicGame'>;
const ICS = '/api/public/leagues/{key}/games/{gameId}/calendar.ics' satisfies Routes['gameCalendar']['path'];

/**
 * The game in the schedule's order: the away team left, the home team right, each labelled and linked to its page;
 * the way back to the schedule, and the level the game is played in.
 */
export function GamePage({ page, leagueKey, base, levelName = null }: { page: GamePageData | null | undefined; leagueKey: string; base: string; levelName?: string | null }) {
  const [g] = useLiveGames(page ? [page.game] : []);
  const back = <p><a href={`${base}/schedule`}>&larr; Back to the schedule</a></p>;
  if (!page || !g) return <main className="page">{back}<section className="empty"><h1>Game not found</h1></section></main>;
  const badge = gameBadge(g);
  const scored = hasScore(g) || isLive(g);
  return (
    <main className="page game-page">
      {back}
      <h1>{matchup(g)}</h1>
      <p className="muted">{levelName && <>{levelName} · </>}{g.playoff && <>{g.playoff.label} · </>}{gameDay(g.scheduled_at, g.time_zone)} · {gameTime(g.scheduled_at, g.time_zone)} ({g.time_zone})</p>
      <section className="card game-page__score" aria-label="Score">
        <span className="game-page__team"><TeamLogo name={g.away_team.name} url={g.away_team.logo_url} size={40} /> <span><a href={teamHref(base, g.away_team_id)}>{g.away_team.name}</a><br /><SideTag side="away" /></span></span>
        <strong className="game-page__figures" data-game={g.id}>{scored ? `${g.away_score} - ${g.home_score}` : 'vs'}</strong>
        <span className="game-page__team"><span><a href={teamHref(base, g.home_team_id)}>{g.home_team.name}</a><br /><SideTag side="home" /></span> <TeamLogo name={g.home_team.name} url={g.home_team.logo_url} size={40} /></span>
        <span className={badgeClass(badge)}>{badge}</span>
      </section>
      {g.location && (
        <p>Where: {g.location}{page.map_url && <> · <a href={page.map_url} rel="noopener noreferrer" target="_blank">Map</a></>}</p>
      )}
      <p><a href={ICS.replace('{key}', encodeURIComponent(leagueKey)).replace('{gameId}', encodeURIComponent(g.id))} download>Add to calendar (.ics)</a></p>
      {page.leaders.length > 0 && (
        <section className="card" aria-labelledby="game-leaders">
          <h2 id="game-leaders">Leaders</h2>
          {page.leaders.map((l) => (
            <div key={l.stat_type}>
              <h3>{l.label}</h3>
              <ol>{l.rows.map((r) => <li key={`${r.player_name}-${r.team_name}`}>{r.player_name} ({r.team_name}): {r.value}</li>)}</ol>
            </div>
          ))}
        </section>
      )}
    </main>
  );
}
