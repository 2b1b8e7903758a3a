// The OpenAPI 3.1 document, generated from the contract's zod schemas (zod-openapi), never written by hand.
import * as z from 'zod';
import {
  createDocument, type ZodOpenApiOperationObject, type ZodOpenApiPathsObject, type ZodOpenApiResponsesObject,
} from 'zod-openapi';
import { ROUTES, type RouteDef } from './api-contract';
import { errorResponseSchema } from './error-codes';

const errorSchema = errorResponseSchema.meta({ id: 'ErrorResponse', description: 'Every non-2xx answer: a sentence for people, a code for programs, and the field at fault when there is one.' });
const json = (schema: z.ZodType) => ({ 'application/json': { schema } });

function operation(name: string, def: RouteDef): ZodOpenApiOperationObject {
  const responses: ZodOpenApiResponsesObject = {};
  for (const [status, schema] of Object.entries(def.responses)) {
    responses[status as `2${string}`] = status === '204'
      ? { description: 'Done; no body' }
      : { description: 'Success', content: def.produces ? { [def.produces]: { schema } } : json(schema) };
  }
  responses['4XX'] = { description: 'Bad input (400), not signed in (401), not allowed or needs a plan feature (403), not found (404), conflict or limit reached (409), body too large (413)', content: json(errorSchema) };
  responses['5XX'] = { description: 'Our fault or starting up', content: json(errorSchema) };
  return {
    operationId: name,
    summary: def.summary,
    ...(def.auth ? { security: [{ cognito: [] }] } : { security: [] }),
    requestParams: {
      ...(def.params ? { path: def.params } : {}),
      ...(def.query ? { query: def.query } : {}),
    },
    ...(def.body ? { requestBody: { required: true, content: json(def.body) } } : {}),
    responses,
  };
}

let cached: ReturnType<typeof createDocument> | undefined;

/** Built once per process: the contract does not change while it runs. */
export function openApiDocument() {
  if (cached) return cached;
  const paths: ZodOpenApiPathsObject = {};
  for (const [name, def] of Object.entries(ROUTES) as [string, RouteDef][]) {
    paths[def.path] ??= {};
    (paths[def.path] as Record<string, ZodOpenApiOperationObject>)[def.method.toLowerCase()] = operation(name, def);
  }
  cached = createDocument({
    openapi: '3.1.0',
    info: {
      title: 'League Platform API',
      version: '1.0.0',
      description: 'Leagues, teams, custom domains and subscriptions. Errors answer { error, code, field? } with a code from a closed list.',
    },
    components: {
      securitySchemes: {
        cognito: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'A Cognito access token for the user pool' },
      },
    },
    paths,
  });
  return cached;
}
