// Image uploads in the cloud: a private, encrypted, TLS-only bucket that browsers write to through
// presigned POSTs (CORS for POST only) and visitors read through CloudFront at /uploads/*; only the function that
// signs upload targets may put objects, and only under uploads/leagues/.
import { Match } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { API_FUNCTIONS } from '../../functions/routes';
import { actionsOfRole, buildStack, type Fixture } from './stack-fixture';

describe('uploads bucket', () => {
  let f: Fixture;
  let bucketId: string;
  beforeAll(() => {
    f = buildStack();
    bucketId = f.logicalId(f.stack.web.uploadsBucket);
  });

  it('is private, encrypted, TLS only and takes cross-origin POSTs only', () => {
    const bucket = f.template.findResources('AWS::S3::Bucket')[bucketId]!.Properties;
    expect(bucket.PublicAccessBlockConfiguration).toEqual({ BlockPublicAcls: true, BlockPublicPolicy: true, IgnorePublicAcls: true, RestrictPublicBuckets: true });
    expect(bucket.BucketEncryption.ServerSideEncryptionConfiguration[0].ServerSideEncryptionByDefault.SSEAlgorithm).toBe('AES256');
    expect(bucket.LoggingConfiguration).toBeDefined();
    expect(bucket.CorsConfiguration.CorsRules).toEqual([expect.objectContaining({ AllowedMethods: ['POST'] })]);
    f.template.hasResourceProperties('AWS::S3::BucketPolicy', {
      Bucket: { Ref: bucketId },
      PolicyDocument: { Statement: Match.arrayWith([
        Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
        Match.objectLike({ Effect: 'Allow', Action: 's3:GetObject', Principal: { Service: 'cloudfront.amazonaws.com' } }),
      ]) },
    });
  });

  it('is served by the main distribution at /uploads/*, through Origin Access Control, with the security headers', () => {
    const dist = Object.values(f.template.findResources('AWS::CloudFront::Distribution'))
      .map((d) => d.Properties.DistributionConfig)
      .find((c) => (c.CacheBehaviors ?? []).some((b: { PathPattern: string }) => b.PathPattern === '/uploads/*'));
    expect(dist).toBeDefined();
    const behaviour = dist.CacheBehaviors.find((b: { PathPattern: string }) => b.PathPattern === '/uploads/*');
    const origin = dist.Origins.find((o: { Id: string }) => o.Id === behaviour.TargetOriginId);
    expect(origin.DomainName).toEqual({ 'Fn::GetAtt': [bucketId, 'RegionalDomainName'] });
    expect(origin.OriginAccessControlId).toBeDefined();
    expect(behaviour.ViewerProtocolPolicy).toBe('redirect-to-https');
    expect(behaviour.ResponseHeadersPolicyId).toEqual({ Ref: f.logicalId(f.stack.web.securityHeaders) });
  });

  it('lets only the upload-signing function put objects, only under uploads/leagues/, and tells it the bucket', () => {
    for (const [name, def] of Object.entries(API_FUNCTIONS)) {
      const actions = actionsOfRole(f.template, f.logicalId(f.stack.api.functions[name as keyof typeof API_FUNCTIONS].role));
      const s3 = actions.filter((a) => a.startsWith('s3:'));
      expect(s3, name).toEqual('uploads' in def && def.uploads ? ['s3:PutObject'] : []);
    }
    const uploads = f.stack.api.functions.uploads;
    const statements = Object.values(f.template.findResources('AWS::IAM::Policy'))
      .filter((p) => (p.Properties.Roles as unknown[]).some((r) => JSON.stringify(r) === JSON.stringify({ Ref: f.logicalId(uploads.role) })))
      .flatMap((p) => p.Properties.PolicyDocument.Statement as Array<{ Action: string; Resource: unknown }>);
    const put = statements.find((s) => s.Action === 's3:PutObject')!;
    expect(put.Resource).toEqual({ 'Fn::Join': ['', [{ 'Fn::GetAtt': [bucketId, 'Arn'] }, '/uploads/leagues/*']] });
    const env = f.template.findResources('AWS::Lambda::Function')[f.logicalId(uploads.fn)]!.Properties.Environment.Variables;
    expect(env.UPLOADS_BUCKET).toEqual({ Ref: bucketId });
    expect(env.APP_URL).toBeDefined();
  });
});
