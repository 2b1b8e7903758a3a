// Fields every answer's schema is built from (ids, ISO times and days), and the OpenAPI document's own answer.
// Part of the API's answers (shared/api-responses.ts re-exports every part; docs/architecture.md: the contract).
import * as z from 'zod';

export const isoDateTime = z.string().meta({ format: 'date-time' });

export const id = z.string().min(1);

/** ISO calendar date (YYYY-MM-DD), never shifted by a time zone. */
export const isoDay = z.string().meta({ format: 'date' });

/** The OpenAPI document itself (GET /api/openapi.json). */
export const openApiDocumentSchema = z.object({ openapi: z.string(), info: z.object({ title: z.string(), version: z.string() }), paths: z.record(z.string(), z.unknown()) }).loose();
