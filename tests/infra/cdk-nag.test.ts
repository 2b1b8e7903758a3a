import { Bucket } from 'aws-cdk-lib/aws-s3';
import { AwsSolutionsChecks } from 'cdk-nag';
import { describe, expect, it } from 'vitest';
import { buildStack, fakeDist } from './stack-fixture';

// cdk-nag v3 is a policy-validation plugin: findings are returned (and fail `cdk synth`), not added as annotations.
// Every finding must be fixed or acknowledged next to the resource with a reason.
const findings = (context: Record<string, unknown> = {}, distDir?: string) => {
  const { stack } = buildStack(context, { distDir });
  const report = new AwsSolutionsChecks(undefined, { verbose: true }).validateScope(stack);
  return report.violations.map((v) => `${v.severity} ${v.ruleName}: ${v.violatingResources.map((r) => r.constructPath).join(', ')}`);
};

describe('AWS Solutions checks (cdk-nag)', () => {
  it('leave no unacknowledged error or warning in the default stack', () => {
    expect(findings()).toEqual([]);
  });

  it('leave none with a custom domain, Google sign-in and built web apps either', () => {
    expect(findings({
      domainName: 'admin.example.com',
      certificateArn: 'arn:aws:acm:us-east-1:111111111111:certificate/abc',
      googleClientId: 'id.apps.googleusercontent.com',
      googleClientSecretName: 'league/google',
    }, fakeDist())).toEqual([]);
  });

  it('report a resource added without review, so the zero above means something', () => {
    const { stack } = buildStack();
    new Bucket(stack, 'UnreviewedBucket');
    const names = new AwsSolutionsChecks(undefined).validateScope(stack).violations.map((v) => v.ruleName);
    expect(names).toEqual(expect.arrayContaining(['AwsSolutions-S1', 'AwsSolutions-S10']));
  });

  it('check the routes\' nested stack too: a resource added there without review is reported', () => {
    const { stack } = buildStack();
    new Bucket(stack.api.routes!, 'UnreviewedBucket');
    const found = new AwsSolutionsChecks(undefined).validateScope(stack).violations
      .filter((v) => v.violatingResources.some((r) => (r.constructPath ?? '').includes('/Api/Routes/UnreviewedBucket')))
      .map((v) => v.ruleName);
    expect(found).toEqual(expect.arrayContaining(['AwsSolutions-S1', 'AwsSolutions-S10']));
  });
});
