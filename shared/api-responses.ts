// What the API answers, as zod schemas: the contract (api-contract.ts) names one per route and status, the
// OpenAPI document is generated from them, the integration tests check every answer against them, and the web
// apps' types are inferred from them. Field names are the spec's (snake_case).
// Kept by area beside the input schemas (league-responses.ts beside league-schema.ts, ...) and re-exported here, so
// every import of an answer's schema names this one module.
export { isoDateTime, openApiDocumentSchema } from './response-fields';
export * from './account-responses';
export * from './league-responses';
export * from './team-responses';
export * from './season-responses';
export * from './subscription-responses';
export * from './site-content-responses';
export * from './game-responses';
export * from './autopilot-responses';
// messages-responses.ts is imported by its routes (messages-routes.ts) and the admin directly, not re-exported here:
// this module is in the site function's bundle, which has no room for the messages schemas (infra bundles test).
