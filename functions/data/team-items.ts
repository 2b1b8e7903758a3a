// Transaction items that the team writes share (creating a team, an invited manager's team, adding a player,
// changing a jersey number): the league's team cap checks and a jersey number's claim. Here, below data/teams.ts,
// data/team-admin.ts and data/roster.ts, so each takes them without importing another.
import type { TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { jerseyMarkerModel, leagueCountersModel, leagueModel } from './keys';
import { counterIncrement } from './limits';
import { tableName } from './table';
import { USAGE_ATTR } from './usage';

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/** What a league's team count is held under: the plan's team limit (null: none) and the league's own Maximum teams. */
export interface TeamCaps { plan: number | null; league: number }

/**
 * The two checks every write that adds a team to a league carries, in its own transaction: the league item is
 * there, not being deleted and still at the Maximum teams read (so an edit of it lands before or after, never
 * between), and the league's team counter rises only under the lower of the two caps. A failure of the first
 * ('gone') means the league went or its maximum changed: the caller reads it again.
 */
export function teamCapItems(leagueId: string, caps: TeamCaps): [TransactItem, TransactItem] {
  const limit = caps.plan === null ? caps.league : Math.min(caps.plan, caps.league);
  return [
    {
      ConditionCheck: {
        TableName: tableName(), Key: leagueModel.key(leagueId),
        ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(deleting) AND max_teams = :max',
        ExpressionAttributeValues: { ':max': caps.league },
      },
    },
    counterIncrement(leagueCountersModel.key(leagueId), USAGE_ATTR.max_teams, limit, leagueCountersModel.entity),
  ];
}

/** Takes jersey number `n` of a team for a player: fails its condition when another player wears it. */
export function jerseyClaim(leagueId: string, teamId: string, n: number, userId: string): TransactItem {
  return {
    Put: {
      TableName: tableName(), Item: jerseyMarkerModel.item(leagueId, teamId, n, userId),
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}
