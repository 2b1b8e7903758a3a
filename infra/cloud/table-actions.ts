// The DynamoDB actions a function's code can call, found from its source at synth: every module its entry reaches
// through relative imports (static, re-exports and import()), and the SDK commands those modules construct. The
// stack grants each function exactly these (least privilege, docs/deploying.md "Permissions"), so a new kind of
// call is granted with the code that makes it, and nothing the code never makes (Scan above all) is granted.
import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './paths';

const IMPORT = /(?:^|\n)\s*(?:import|export)\b[^'"]*?\bfrom\s*['"](\.[^'"]+)['"]|\bimport\(\s*['"](\.[^'"]+)['"]\s*\)/g;

/** Each SDK command (document client or low-level) and the IAM action it needs. */
const COMMAND_ACTIONS: [RegExp, string][] = [
  [/\bnew (?:Get|GetItem)Command\b/, 'dynamodb:GetItem'],
  [/\bnew (?:Query)Command\b/, 'dynamodb:Query'],
  [/\bnew (?:BatchGet|BatchGetItem)Command\b/, 'dynamodb:BatchGetItem'],
  [/\bnew (?:Put|PutItem)Command\b/, 'dynamodb:PutItem'],
  [/\bnew (?:Update|UpdateItem)Command\b/, 'dynamodb:UpdateItem'],
  [/\bnew (?:Delete|DeleteItem)Command\b/, 'dynamodb:DeleteItem'],
  [/\bnew (?:BatchWrite|BatchWriteItem)Command\b/, 'dynamodb:BatchWriteItem'],
  [/\bnew (?:Scan)Command\b/, 'dynamodb:Scan'],
];
/**
 * A transaction needs the action of each kind of item it carries (IAM has no TransactWriteItems action): the kinds
 * the reached modules build (`Put: {...}` and so on, the shape of functions/data/transactions).
 */
const TRANSACTION = /\bnew (?:TransactWrite|TransactWriteItems)Command\b/;
const TRANSACT_ITEM_ACTIONS: [RegExp, string][] = [
  [/\bConditionCheck\s*:/, 'dynamodb:ConditionCheckItem'],
  [/\bPut\s*:/, 'dynamodb:PutItem'],
  [/\bUpdate\s*:/, 'dynamodb:UpdateItem'],
  [/\bDelete\s*:/, 'dynamodb:DeleteItem'],
];

/** The order actions are listed in (reads first), so a policy reads the same on every synth. */
export const TABLE_ACTION_ORDER = [
  'dynamodb:GetItem', 'dynamodb:Query', 'dynamodb:BatchGetItem', 'dynamodb:ConditionCheckItem', 'dynamodb:PutItem',
  'dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:BatchWriteItem', 'dynamodb:Scan',
];

function resolveModule(from: string, spec: string): string | null {
  const base = path.resolve(path.dirname(from), spec);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]) {
    if (/\.tsx?$/.test(candidate) && fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** Every source file of the repository that `entry` (relative to the repository root) reaches, itself included. */
export function reachedModules(entry: string): string[] {
  const seen = new Set<string>();
  const stack = [path.join(REPO_ROOT, entry)];
  while (stack.length) {
    const file = stack.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const m of fs.readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const next = resolveModule(file, m[1] ?? m[2]);
      // The web apps' server renderer (the site function's) never calls DynamoDB; node_modules is the SDK itself.
      if (next && !next.includes(`${path.sep}node_modules${path.sep}`)) stack.push(next);
    }
  }
  return [...seen];
}

const cache = new Map<string, string[]>();

/** The DynamoDB actions the code reached from `entry` calls, in TABLE_ACTION_ORDER. */
export function tableActionsOf(entry: string): string[] {
  const known = cache.get(entry);
  if (known) return known;
  const found = new Set<string>();
  let transactions = false;
  const sources = reachedModules(entry).map((f) => fs.readFileSync(f, 'utf8'));
  for (const text of sources) {
    for (const [pattern, action] of COMMAND_ACTIONS) if (pattern.test(text)) found.add(action);
    if (TRANSACTION.test(text)) transactions = true;
  }
  if (transactions) {
    for (const text of sources) for (const [pattern, action] of TRANSACT_ITEM_ACTIONS) if (pattern.test(text)) found.add(action);
  }
  const actions = TABLE_ACTION_ORDER.filter((a) => found.has(a));
  cache.set(entry, actions);
  return actions;
}
