import { initials } from '../../lib/format';
import './team.css';

/** The team's logo (spec: logo_url), or its initials in a circle when it has none. */
export function TeamLogo({ team }: { team: { name: string; logo_url?: string | null } }) {
  return team.logo_url ? (
    <img className="team-logo team-logo--image" src={team.logo_url} alt="" />
  ) : (
    <span className="team-logo" aria-hidden="true">{initials(team.name)}</span>
  );
}
