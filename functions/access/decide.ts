// Who may do what, as one pure table: what the caller is to a team or a game in, the answer out. The rest of
// access/ reads the facts (the league, the team, the game, whether the caller is connected to the league) and
// turns a refusal into its HTTP answer. A stranger always gets the missing thing's 404, so nobody outside a
// league can learn what it holds; someone inside the league who may not do this gets 403 saying why.
// docs/architecture.md (layers) describes where these checks sit.

/** What the caller is, read from the league, the team(s) and the roster. */
export interface Standing {
  /** The league's admin. */
  admin: boolean;
  /** Manages the team (for a game: either of its teams). */
  manager: boolean;
  /** On the team's roster (for a game: unused). */
  player: boolean;
  /** Connected to the league in any way (a player or manager of any of its teams). */
  connected: boolean;
}

export type Decision = 'allow' | 'forbidden' | 'not_found';

/** A team: `see` for its admin, manager and players; `manage` for its admin and manager (a player is refused). */
export function teamDecision(s: Standing, need: 'see' | 'manage'): Decision {
  if (s.admin || s.manager) return 'allow';
  if (s.player) return need === 'see' ? 'allow' : 'forbidden';
  return 'not_found';
}

/**
 * A game: `read` for its league's admin and the managers of its teams; `manager` for a manager (an admin who manages
 * neither team is let through: the route says what an admin should do instead); `admin` for the admin only.
 * Anyone else connected to the league is refused (403); anyone outside it gets the missing game's 404.
 */
export function gameDecision(s: Pick<Standing, 'admin' | 'manager' | 'connected'>, need: 'read' | 'manager' | 'admin'): Decision {
  if (s.admin) return 'allow';
  if (s.manager && need !== 'admin') return 'allow';
  return s.connected || s.manager ? 'forbidden' : 'not_found';
}
