// Names shared by the functions' Powertools setup (observability.ts) and the CDK stack that sets their environment;
// kept apart so the CDK app does not load Powertools itself.
export const SERVICE_NAME = 'league-platform';
export const METRICS_NAMESPACE = 'LeaguePlatform';
