import { App } from 'aws-cdk-lib';
import { describe, expect, it } from 'vitest';
import { readStackConfig } from '../../infra/cloud/stack-config';
import cdkJson from '../../cdk.json';

// As `cdk synth -c stage=dev` reads it: cdk.json's stages, the dev stage, then the context under test.
const read = (context: Record<string, string>) =>
  readStackConfig(new App({ context: { ...cdkJson.context, stage: 'dev', ...context } }).node);

describe("the cloud stack's contact e-mail ('Contact Us')", () => {
  it('uses the contactEmail context when given', () => {
    expect(read({ contactEmail: 'help@leagues.example' }).contactEmail).toBe('help@leagues.example');
  });

  it('defaults to support@ the admin domain, and to none without a domain', () => {
    const certificateArn = 'arn:aws:acm:us-east-1:111111111111:certificate/abc';
    expect(read({ domainName: 'admin.example.com', certificateArn }).contactEmail).toBe('support@admin.example.com');
    expect(read({}).contactEmail).toBeUndefined();
  });

  it('refuses a value that is not an e-mail address at synth, naming the key', () => {
    expect(() => read({ contactEmail: 'support' })).toThrow(/contactEmail/);
  });
});
