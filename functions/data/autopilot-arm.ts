// Making a league-switched automation's job due: the job item is made if it is not there yet (such a job has no
// settings of its own: the league's switches say whether it acts) and entered in the due index at `at`, unless it is
// due earlier already. `rev` goes up, so a sweep running it meanwhile re-runs it rather than re-arming it past `at`.
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { autopilotJobModel, type AutopilotJobKind } from './keys';
import { db, tableName } from './table';

export async function armAutopilotJob(leagueId: string, kind: AutopilotJobKind, subject: string, at: string): Promise<void> {
  const due = autopilotJobModel.dueEntry(leagueId, kind, subject, at);
  const common = {
    TableName: tableName(), Key: autopilotJobModel.key(leagueId, kind, subject),
    ExpressionAttributeNames: { '#rev': 'rev' },
  };
  try {
    await db().send(new UpdateCommand({
      ...common,
      UpdateExpression: 'SET entity = :e, league_id = :l, kind = :k, subject = :s, updated_at = :at, due_at = :at, gsi2pk = :gpk, gsi2sk = :gsk, #rev = if_not_exists(#rev, :zero) + :one',
      ConditionExpression: 'attribute_not_exists(due_at) OR attribute_type(due_at, :nul) OR due_at > :at',
      ExpressionAttributeValues: {
        ':e': autopilotJobModel.entity, ':l': leagueId, ':k': kind, ':s': subject, ':at': at, ':gpk': due.gsi2pk, ':gsk': due.gsi2sk,
        ':zero': 0, ':one': 1, ':nul': 'NULL',
      },
    }));
  } catch (err) {
    if ((err as { name?: string }).name !== 'ConditionalCheckFailedException') throw err;
    // Due earlier already: it stays so, and a sweep running it now sees it was woken.
    await db().send(new UpdateCommand({ ...common, UpdateExpression: 'SET #rev = #rev + :one', ExpressionAttributeValues: { ':one': 1 } }));
  }
}
