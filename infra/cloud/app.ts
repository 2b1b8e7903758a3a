#!/usr/bin/env node
// `cdk synth` / `cdk deploy` entry point (see cdk.json). `-c stage=<name>` (required: one of cdk.json `stages`) picks
// the stage: its stack is `LeaguePlatform-<name>`, with the settings of cdk.json `stages.<name>`. The stage's stack is
// environment-agnostic and does no lookups, so it synthesizes offline with no AWS credentials; the account and
// region come from the deploying profile. Its edge stack (the CloudFront web ACL) is always in us-east-1.
import { App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { LeaguePlatformEdgeStack } from './edge-stack';
import { LeaguePlatformStack } from './league-platform-stack';
import { readStackConfig, readStage } from './stack-config';

const app = new App();
const stage = readStage(app.node);
const edge = new LeaguePlatformEdgeStack(app, `LeaguePlatformEdge-${stage.stage}`, {
  stage: stage.stage,
  rateLimit: stage.wafRateLimit,
  env: { account: process.env.CDK_DEFAULT_ACCOUNT },
  description: `League platform (${stage.stage}): the CloudFront WAF web ACL, which AWS only accepts in us-east-1`,
});
const main = new LeaguePlatformStack(app, `LeaguePlatform-${stage.stage}`, {
  ...readStackConfig(app.node),
  stage,
  description: `League platform (${stage.stage}): Cognito, DynamoDB single table, HTTP API on Lambda, CloudFront-hosted web apps`,
});
// The stage's stack reads the web ACL's ARN from us-east-1 at deploy time: the edge stack goes first.
main.addStackDependency(edge);
// cdk-nag v3 runs as a policy-validation plugin: an unacknowledged error fails synth. Every acknowledgment
// (Validations.of(x).acknowledge) sits next to the resource it covers, with its reason; the audit trail is also
// written into the template metadata.
Validations.of(app).addPlugins(new AwsSolutionsChecks(app, { verbose: true, writeSuppressionsToCloudFormation: true }));
app.synth();
