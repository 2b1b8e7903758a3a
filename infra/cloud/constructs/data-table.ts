// The single DynamoDB table (docs/architecture.md). Index names and key attributes come from functions/data/keys.ts,
// so the table and the code that builds keys cannot drift apart.
import { RemovalPolicy } from 'aws-cdk-lib';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import { Construct } from 'constructs';
import { TABLE_INDEXES, TTL_ATTRIBUTE } from '../../../functions/data/keys';

export interface DataTableProps {
  /**
   * What happens to the table when it leaves the stack. Data is the business: keep it.
   * @default RemovalPolicy.RETAIN
   */
  readonly removalPolicy?: RemovalPolicy;
  /**
   * Whether DynamoDB refuses DeleteTable calls until this is switched off.
   * @default true
   */
  readonly deletionProtection?: boolean;
}

export class DataTable extends Construct {
  readonly table: dynamodb.Table;

  constructor(scope: Construct, id: string, props: DataTableProps = {}) {
    super(scope, id);
    const S = dynamodb.AttributeType.STRING;
    this.table = new dynamodb.Table(this, 'Table', {
      partitionKey: { name: 'pk', type: S },
      sortKey: { name: 'sk', type: S },
      billingMode: dynamodb.BillingMode.PAY_PER_REQUEST,
      encryption: dynamodb.TableEncryption.AWS_MANAGED,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      deletionProtection: props.deletionProtection ?? true,
      removalPolicy: props.removalPolicy ?? RemovalPolicy.RETAIN,
      // The domain provisioner reacts to domains added (new image) and removed (old image: the item is gone).
      stream: dynamodb.StreamViewType.NEW_AND_OLD_IMAGES,
      // Items that carry an expiry (the assistant's conversations and proposals after 30 days): models/table.ts.
      timeToLiveAttribute: TTL_ATTRIBUTE,
    });
    for (const index of Object.values(TABLE_INDEXES)) {
      this.table.addGlobalSecondaryIndex({
        indexName: index.name,
        partitionKey: { name: index.pk, type: S },
        sortKey: { name: index.sk, type: S },
        projectionType: dynamodb.ProjectionType.ALL,
      });
    }
  }
}
