// The API contract gives every moment its format: a client generated from the OpenAPI document reads each `*_at`
// field of an answer as a date-time (RFC 3339), not as a bare string.
import { describe, expect, it } from 'vitest';
import { openApiDocument } from '../../shared/openapi';

type Node = Record<string, unknown>;

/** Every `*_at` property under `node` whose schema is not a date-time (a nullable one: its string branch). */
function untypedMoments(node: unknown, where: string, seen = new WeakSet<object>(), out: string[] = []): string[] {
  if (!node || typeof node !== 'object' || seen.has(node)) return out;
  seen.add(node);
  const props = (node as Node).properties as Record<string, Node> | undefined;
  for (const [name, schema] of Object.entries(props ?? {})) {
    if (!name.endsWith('_at')) continue;
    const branches = (schema.anyOf ?? schema.oneOf ?? [schema]) as Node[];
    const text = branches.filter((b) => b.type === 'string' || (Array.isArray(b.type) && b.type.includes('string')));
    if (!schema.$ref && (text.length === 0 || text.some((b) => b.format !== 'date-time'))) out.push(`${where}.${name}`);
  }
  for (const [k, v] of Object.entries(node as Node)) untypedMoments(v, `${where}/${k}`, seen, out);
  return out;
}

describe('the OpenAPI document', () => {
  const doc = openApiDocument() as unknown as { paths: Record<string, Record<string, { responses: unknown }>>; components?: { schemas?: unknown } };

  it('gives every moment in an answer format: date-time', () => {
    const found = untypedMoments(doc.components?.schemas ?? {}, 'components');
    for (const [path, ops] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(ops)) untypedMoments(op.responses, `${method.toUpperCase()} ${path}`, new WeakSet(), found);
    }
    expect(found).toEqual([]);
  });

  it('types a registration\'s moments, nullable ones included, as date-time', () => {
    const reg = (doc.components?.schemas as Record<string, Node>).Registration.properties as Record<string, Node>;
    expect(reg.created_at).toMatchObject({ type: 'string', format: 'date-time' });
    expect(JSON.stringify(reg.paid_at)).toContain('"format":"date-time"');
  });
});
