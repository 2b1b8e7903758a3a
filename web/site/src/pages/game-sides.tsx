// Which side is home, the same on every page: the schedule's convention (spec) puts the away team on the left and
// the home team on the right, so rows, the game page, widgets and calendar titles read "Away at Home"; home's
// Recent Games keeps the spec's "home vs away". Every row says which side is which with a small caption, and every
// team it names links to the team's page.
import type { GameView } from '../site-page';
import { TeamLogo } from './team-logo';

export type Side = 'home' | 'away';

/** The small 'Home' / 'Away' caption beside a team's name. */
export function SideTag({ side }: { side: Side }) {
  return <small className={`side-tag side-tag--${side}`}>{side === 'home' ? 'Home' : 'Away'}</small>;
}

export const teamHref = (base: string, teamId: string) => `${base}/teams/${encodeURIComponent(teamId)}`;
export const gameHref = (base: string, gameId: string) => `${base}/games/${encodeURIComponent(gameId)}`;

/** "Northside Owls at Harbour Hawks": a game named in the schedule's order. */
export const matchup = (g: Pick<GameView, 'home_team' | 'away_team'>) => `${g.away_team.name} at ${g.home_team.name}`;

/** One side of a game: its logo, its name linked to the team's page, and its Home/Away caption. */
export function GameSide({ g, side, base, logo = 28, logoLast = false }: { g: GameView; side: Side; base: string; logo?: number; logoLast?: boolean }) {
  const team = side === 'home' ? g.home_team : g.away_team;
  const id = side === 'home' ? g.home_team_id : g.away_team_id;
  const mark = <TeamLogo name={team.name} url={team.logo_url} size={logo} />;
  return (
    <span className={`game-side game-side--${side}`}>
      {!logoLast && mark}
      <span className="game-side__text"><a className="game-side__name" href={teamHref(base, id)}>{team.name}</a> <SideTag side={side} /></span>
      {logoLast && mark}
    </span>
  );
}
