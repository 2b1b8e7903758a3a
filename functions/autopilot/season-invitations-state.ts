// What a season's invitation job reads before it acts (or previews): last season's teams with where each stands,
// and the returning teams' rosters. Its own file so the job (season-invitations.ts) and its acts
// (invitation-acts.ts) both take it without importing each other.
import type { Season } from '../../shared/api-contract';
import type { League } from '../../shared/league-schema';
import type { TeamInviteRecord } from '../data/autopilot-invites';
import type { PlayerRecord, TeamRecord } from '../data/teams';
import type { UserProfile } from '../data/users';

/** A team of the previous season, and where it stands with the new one. */
export interface TeamStanding {
  team: TeamRecord;
  manager: UserProfile | null;
  /** In the season, or its registration paid or held for an offline payment. */
  back: boolean;
  invite: TeamInviteRecord | null;
}

/** Everything a run (or its dry run) reads about a season's invitations. */
export interface SeasonInvitations {
  league: League;
  season: Season;
  opensAt: number;
  closesAt: number;
  remindEveryDays: number;
  teamsOn: boolean;
  playersOn: boolean;
  /** Last season's teams (still in the league), each with where it stands. */
  teams: TeamStanding[];
  /** Returning teams that came back, each with its roster, the players' profiles and who was invited already. */
  returned: { team: TeamRecord; manager: UserProfile | null; players: { player: PlayerRecord; profile: UserProfile }[]; invited: Set<string> }[];
}
