// Least privilege on the table, over the synthesized production stack: each function may call the DynamoDB actions
// its code calls (infra/cloud/table-actions.ts), and Scan only a function whose code scans, named here (none does).
import { beforeAll, describe, expect, it } from 'vitest';
import { API_FUNCTIONS } from '../../functions/routes';
import { TABLE_READ_ACTIONS } from '../../infra/cloud/constructs/api';
import { tableActionsOf } from '../../infra/cloud/table-actions';
import { actionsOfRole, buildStack, covers, fakeDist, PROD, type Fixture } from './stack-fixture';

/** The functions whose code scans the table, and so hold dynamodb:Scan. No request path or sweep scans. */
const FUNCTIONS_THAT_SCAN: string[] = [];

describe('the table permissions of the production stack', () => {
  let f: Fixture;
  beforeAll(() => { f = buildStack(PROD, { distDir: fakeDist() }); });

  /** Every role of the stack and its nested routes stack, with the DynamoDB actions its policies allow. */
  const dynamoActionsByRole = () => {
    const out = new Map<string, string[]>();
    for (const template of [f.template, f.routes]) {
      for (const id of Object.keys(template.findResources('AWS::IAM::Role'))) {
        out.set(id, actionsOfRole(template, id).filter((a) => covers(a, 'dynamodb:Scan') || a.startsWith('dynamodb:')));
      }
    }
    return out;
  };

  it('grants dynamodb:Scan (alone or through a wildcard) only to the functions that scan: none', () => {
    const scanning = [...dynamoActionsByRole()].filter(([, actions]) => actions.some((a) => covers(a, 'dynamodb:Scan'))).map(([id]) => id);
    const named = FUNCTIONS_THAT_SCAN.map((name) => f.logicalId(f.stack.api.functions[name as keyof typeof API_FUNCTIONS].role));
    expect(scanning.sort()).toEqual(named.sort());
  });

  it('grants each of the read-write API functions and the reminder and autopilot sweepers exactly the actions its code calls', () => {
    const readWrite = Object.entries(API_FUNCTIONS).filter(([, def]) => def.table === 'readwrite');
    expect(readWrite.length).toBe(24);
    const roles = [
      ...readWrite.map(([name, def]) => ({ name, entry: def.entry as string, role: f.stack.api.functions[name as keyof typeof API_FUNCTIONS].role })),
      { name: 'reminder sweeper', entry: 'functions/game-day/reminder-handler.ts', role: f.stack.reminders.sweeper.role },
      { name: 'autopilot sweeper', entry: 'functions/autopilot/handler.ts', role: f.stack.autopilot.sweeper.role },
    ];
    for (const { name, entry, role } of roles) {
      const granted = [...new Set(actionsOfRole(f.template, f.logicalId(role)).filter((a) => a.startsWith('dynamodb:')))].sort();
      expect(granted, name).toEqual([...tableActionsOf(entry)].sort());
      // Nothing a request or a sweep never does: reading the whole table, describing it, reading its stream.
      for (const never of ['dynamodb:Scan', 'dynamodb:DescribeTable', 'dynamodb:GetRecords', 'dynamodb:GetShardIterator']) expect(granted, name).not.toContain(never);
    }
  });

  it('keeps the read functions to GetItem, Query and BatchGetItem', () => {
    for (const [name, def] of Object.entries(API_FUNCTIONS).filter(([, d]) => d.table === 'read')) {
      const granted = new Set(actionsOfRole(f.template, f.logicalId(f.stack.api.functions[name as keyof typeof API_FUNCTIONS].role)).filter((a) => a.startsWith('dynamodb:')));
      expect([...granted].sort(), name).toEqual([...TABLE_READ_ACTIONS].sort());
      expect(def.table).toBe('read');
    }
  });
});

describe('the table actions a function\'s code calls', () => {
  it('follow its imports (re-exports and import() too) to each SDK command, and each kind of transaction item', () => {
    expect(tableActionsOf('tests/fixtures/table-actions/handler.ts').sort())
      .toEqual(['dynamodb:ConditionCheckItem', 'dynamodb:PutItem', 'dynamodb:Scan'].sort());
    expect(tableActionsOf('tests/fixtures/table-actions/reader.ts')).toEqual(['dynamodb:GetItem']);
  });
});
