// A paid registration's card fee, as the payment provider reported it (its balance transaction), kept on the
// registration once read so the organiser's totals ask the provider about each payment once.
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { registrationModel, type RegistrationRecord } from './keys';
import { db, tableName } from './table';

export async function recordCardFee(r: Pick<RegistrationRecord, 'league_id' | 'season_id' | 'id'>, fee: number): Promise<void> {
  await db().send(new UpdateCommand({
    TableName: tableName(), Key: registrationModel.key(r.league_id, r.season_id, r.id),
    UpdateExpression: 'SET card_fee = :f', ConditionExpression: 'attribute_exists(pk)', ExpressionAttributeValues: { ':f': fee },
  })).catch((err: { name?: string }) => { if (err.name !== 'ConditionalCheckFailedException') throw err; });
}
