import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { ROUTES, type RouteDef } from '../../shared/api-contract';
import { ERROR_CODES } from '../../shared/error-codes';
import { stack } from './support/local';

type Operation = {
  operationId: string; security: unknown[];
  parameters?: { in: string; name: string; required?: boolean; schema: unknown }[];
  requestBody?: { content: Record<string, { schema: unknown }> };
  responses: Record<string, { content?: Record<string, { schema: unknown }> }>;
};
type Doc = { openapi: string; paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, { properties?: Record<string, { enum?: string[] }> }> } };

async function fetchDocument(): Promise<Doc> {
  const res = await fetch(`${stack().url}/api/openapi.json`);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/application\/json/);
  return (await res.json()) as Doc;
}

describe('GET /api/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const doc = await fetchDocument();
    const validator = new Validator();
    const result = await validator.validate(doc as unknown as Parameters<Validator["validate"]>[0]);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('lists every route of the contract with its path parameters, query, body and response schemas', async () => {
    const doc = await fetchDocument();
    for (const [name, def] of Object.entries(ROUTES) as [string, RouteDef][]) {
      const op = doc.paths[def.path]?.[def.method.toLowerCase()];
      expect(op, `${name}: ${def.method} ${def.path}`).toBeDefined();
      expect(op.operationId).toBe(name);
      expect(op.security.length > 0).toBe(def.auth);
      const pathParams = [...def.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
      const declared = (op.parameters ?? []).filter((p) => p.in === 'path');
      expect(declared.map((p) => p.name).sort(), `${name} path parameters`).toEqual(pathParams.sort());
      for (const p of declared) expect(p.schema, `${name} ${p.name}`).toBeTruthy();
      const queryKeys = def.query ? Object.keys(def.query.shape) : [];
      expect((op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name).sort(), `${name} query`).toEqual(queryKeys.sort());
      expect(Boolean(op.requestBody?.content['application/json']?.schema), `${name} body`).toBe(Boolean(def.body));
      for (const status of Object.keys(def.responses)) {
        expect(op.responses[status], `${name} ${status}`).toBeDefined();
        // A feed answers its own media type (text/calendar), every other route JSON.
        const media = def.produces ?? 'application/json';
        if (status !== '204') expect(op.responses[status].content?.[media]?.schema, `${name} ${status} schema`).toBeTruthy();
      }
      expect(op.responses['4XX'].content?.['application/json']?.schema, `${name} error schema`).toEqual({ $ref: '#/components/schemas/ErrorResponse' });
    }
  });

  it('documents the closed list of error codes', async () => {
    const doc = await fetchDocument();
    expect(doc.components.schemas.ErrorResponse.properties?.code?.enum).toEqual([...ERROR_CODES]);
  });
});
