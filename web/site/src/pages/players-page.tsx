import { useId, useState } from 'react';
import type { PublicTeams } from '../site-page';
import { initials } from './format';
import { teamHref } from './game-sides';

type Player = PublicTeams['players'][number];

/** Case-insensitive substring match on the player's name, team name or jersey number (spec). */
export function matchesPlayer(p: Player, query: string): boolean {
  const q = query.trim().toLowerCase();
  if (!q) return true;
  return p.name.toLowerCase().includes(q) || p.team_name.toLowerCase().includes(q) || (p.jersey_number !== null && String(p.jersey_number).includes(q.replace(/^#/, '')));
}

/**
 * /players: the rostered players of teams with a public roster, with search and a team filter. When each player
 * joined their team is not shown: it says nothing a visitor needs and more about a person than the roster does.
 */
export function PlayersPage({ leagueName, teams, base }: { leagueName: string; teams: PublicTeams; base: string }) {
  const [query, setQuery] = useState('');
  const [team, setTeam] = useState('');
  const ids = useId();
  const shown = teams.players.filter((p) => (!team || p.team_id === team) && matchesPlayer(p, query));
  const filtered = query.trim() !== '' || team !== '';
  return (
    <main className="page">
      <h1>Players</h1>
      <p className="muted">{teams.players.length} players in {leagueName}</p>
      <div className="filters" role="search">
        <label className="sr-only" htmlFor={`${ids}q`}>Search players</label>
        <input id={`${ids}q`} type="search" placeholder="Search players, teams, or jersey numbers..." value={query} onChange={(e) => setQuery(e.target.value)} />
        <label className="sr-only" htmlFor={`${ids}t`}>Team</label>
        <select id={`${ids}t`} value={team} onChange={(e) => setTeam(e.target.value)}>
          <option value="">All Teams</option>
          {teams.teams.map((t) => <option key={t.id} value={t.id}>{t.name}</option>)}
        </select>
      </div>
      {shown.length === 0 ? (
        <section className="empty">
          {filtered ? <><h2>No Players Found</h2><p className="muted">Try adjusting your search or filter criteria.</p></> : <h2>No Players Yet</h2>}
        </section>
      ) : (
        <ul className="grid" aria-label="Players">
          {shown.map((p) => (
            <li key={`${p.team_id}|${p.id}`} className="card player-card">
              <span className="logo logo--initials" aria-hidden="true">{initials(p.name)}</span>
              <div>
                <h2 className="player-card__name">{p.name} {p.jersey_number !== null && <span className="chip">#{p.jersey_number}</span>}</h2>
                <p><a href={teamHref(base, p.team_id)}>{p.team_name}</a></p>
                {p.position && <p><span className="chip">{p.position}</span></p>}
              </div>
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}
