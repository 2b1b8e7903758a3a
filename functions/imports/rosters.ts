// Each team's people as the roster file lists them: the players on the roster (their profile's name and e-mail)
// and the players invited and not yet answered (the name a file gave, the invited address), so the roster export
// and the players import see the same people.
import { listPendingInvitations } from '../data/invitations';
import { listTeamPlayers, type TeamRecord } from '../data/teams';
import { getProfiles } from '../data/users';

export interface RosterPerson {
  team_id: string;
  first_name: string;
  last_name: string;
  email: string;
  jersey_number: number | null;
  position: string | null;
  /** On the roster (true) or invited (false). */
  joined: boolean;
}

export async function leagueRosters(leagueId: string, teams: TeamRecord[]): Promise<Map<string, RosterPerson[]>> {
  const [rosters, pending] = await Promise.all([
    Promise.all(teams.map((t) => listTeamPlayers(leagueId, t.id))),
    listPendingInvitations(leagueId),
  ]);
  const profiles = await getProfiles([...new Set(rosters.flat().map((p) => p.user_id))]);
  const out = new Map<string, RosterPerson[]>(teams.map((t) => [t.id, []]));
  rosters.flat().forEach((p) => {
    const who = profiles.get(p.user_id);
    out.get(p.team_id)?.push({
      team_id: p.team_id, first_name: who?.first_name ?? '', last_name: who?.last_name ?? '', email: who?.email.toLowerCase() ?? '',
      jersey_number: p.jersey_number, position: p.position, joined: true,
    });
  });
  // Oldest first, so a file lists them in the order they were invited.
  for (const i of pending.filter((x) => x.kind === 'player' && x.team_id).reverse()) {
    out.get(i.team_id!)?.push({
      team_id: i.team_id!, first_name: i.first_name ?? '', last_name: i.last_name ?? '', email: i.invited_email,
      jersey_number: i.jersey_number, position: i.position, joined: false,
    });
  }
  return out;
}
