#!/usr/bin/env node
// `cdk synth` / `cdk deploy` entry point (see cdk.json). The stack is environment-agnostic and does no lookups,
// so it synthesizes offline with no AWS credentials; the account and region come from the deploying profile.
import { App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { LeaguePlatformStack } from './league-platform-stack';
import { readStackConfig } from './stack-config';

const app = new App();
new LeaguePlatformStack(app, 'LeaguePlatform', {
  ...readStackConfig(app.node),
  description: 'League platform: Cognito, DynamoDB single table, HTTP API on Lambda, CloudFront-hosted web apps',
});
// cdk-nag v3 runs as a policy-validation plugin: an unacknowledged error fails synth. Every acknowledgment
// (Validations.of(x).acknowledge) sits next to the resource it covers, with its reason; the audit trail is also
// written into the template metadata.
Validations.of(app).addPlugins(new AwsSolutionsChecks(app, { verbose: true, writeSuppressionsToCloudFormation: true }));
app.synth();
