import { Capture, Match } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { OAUTH_SCOPES } from '../../shared/oauth-scopes';
import { buildStack, PROD, type Fixture } from './stack-fixture';

const GOOGLE = { googleClientId: 'google-client-id.apps.googleusercontent.com', googleClientSecretName: 'league/google-client-secret' };

describe('sign-up and sign-in (Cognito)', () => {
  let f: Fixture;
  beforeAll(() => { f = buildStack(PROD); });

  it('user accounts survive deletion of a production stack and cannot be deleted by accident', () => {
    f.template.hasResource('AWS::Cognito::UserPool', {
      DeletionPolicy: 'Retain',
      UpdateReplacePolicy: 'Retain',
      Properties: Match.objectLike({ DeletionProtection: 'ACTIVE' }),
    });
  });

  it('people sign themselves up with email and first name, and must confirm the email before signing in', () => {
    const attr = (name: string, required: boolean) => Match.objectLike({ Name: name, Required: required, Mutable: true });
    f.template.hasResourceProperties('AWS::Cognito::UserPool', {
      UsernameAttributes: ['email'],
      AutoVerifiedAttributes: ['email'],
      AdminCreateUserConfig: { AllowAdminCreateUserOnly: false },
      // Family name is optional in the pool: a Google account may have none (our sign-up form still asks for it).
      Schema: Match.arrayWith([attr('email', true), attr('given_name', true), attr('family_name', false)]),
    });
  });

  it('treats e-mail addresses case-insensitively and never says whether an account exists (the local pool does the same)', () => {
    f.template.hasResourceProperties('AWS::Cognito::UserPool', { UsernameConfiguration: { CaseSensitive: false } });
    f.template.hasResourceProperties('AWS::Cognito::UserPoolClient', { PreventUserExistenceErrors: 'ENABLED' });
  });

  it('accepts any password of at least 6 characters, as the product spec says', () => {
    f.template.hasResourceProperties('AWS::Cognito::UserPool', {
      Policies: {
        PasswordPolicy: Match.objectLike({
          MinimumLength: 6, RequireLowercase: false, RequireUppercase: false, RequireNumbers: false, RequireSymbols: false,
        }),
      },
    });
  });

  it('confirmation emails link to the app, and confirming an account writes its profile to the table', () => {
    const customMessage = new Capture();
    const postConfirmation = new Capture();
    f.template.hasResourceProperties('AWS::Cognito::UserPool', {
      LambdaConfig: {
        CustomMessage: { 'Fn::GetAtt': [customMessage, 'Arn'] },
        PostConfirmation: { 'Fn::GetAtt': [postConfirmation, 'Arn'] },
      },
    });
    const fns = f.template.findResources('AWS::Lambda::Function');
    expect(customMessage.asString()).toBe(f.logicalId(f.stack.auth.customMessageFunction.fn));
    expect(postConfirmation.asString()).toBe(f.logicalId(f.stack.auth.postConfirmationFunction.fn));
    const appUrl = f.stack.resolve(f.stack.web.appUrl);
    expect(fns[customMessage.asString()].Properties.Environment.Variables.APP_URL).toEqual(appUrl);
    expect(JSON.stringify(appUrl)).toContain(f.logicalId(f.stack.web.distribution));
    expect(fns[postConfirmation.asString()].Properties.Environment.Variables.TABLE_NAME)
      .toEqual({ Ref: f.logicalId(f.stack.data.table) });
    // Cognito may invoke both triggers.
    for (const fn of [customMessage, postConfirmation]) {
      f.template.hasResourceProperties('AWS::Lambda::Permission', {
        Action: 'lambda:InvokeFunction',
        Principal: 'cognito-idp.amazonaws.com',
        FunctionName: { 'Fn::GetAtt': [fn.asString(), 'Arn'] },
      });
    }
  });

  it('the web app signs in without a client secret (password, SRP, refresh) and through the hosted UI back to <app>/auth', () => {
    const redirect = { 'Fn::Join': ['', ['https://', { 'Fn::GetAtt': [f.logicalId(f.stack.web.distribution), 'DomainName'] }, '/auth']] };
    f.template.resourceCountIs('AWS::Cognito::UserPoolClient', 1);
    f.template.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      GenerateSecret: false,
      ExplicitAuthFlows: Match.arrayEquals(['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_USER_SRP_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH']),
      AllowedOAuthFlows: ['code'],
      AllowedOAuthFlowsUserPoolClient: true,
      AllowedOAuthScopes: Match.arrayWith(['openid', 'email', 'profile']),
      CallbackURLs: [redirect],
      LogoutURLs: [redirect],
    });
    f.template.resourceCountIs('AWS::Cognito::UserPoolDomain', 1);
  });

  it('a Google sign-in\'s access token works on the account API: the web app asks for the admin scope, which the client allows', () => {
    // Without aws.cognito.signin.user.admin in the token, Cognito refuses GetUser, GlobalSignOut and DeleteUser with
    // it: a Google user could not change their name, sign out everywhere or delete their account.
    expect(OAUTH_SCOPES).toContain('aws.cognito.signin.user.admin');
    const allowed = Object.values(f.template.findResources('AWS::Cognito::UserPoolClient'))[0].Properties.AllowedOAuthScopes as string[];
    expect(allowed).toEqual(expect.arrayContaining(OAUTH_SCOPES));
  });

  it('the hosted UI domain prefix can be chosen with the cognitoDomainPrefix context', () => {
    const custom = buildStack({ cognitoDomainPrefix: 'my-leagues' });
    custom.template.hasResourceProperties('AWS::Cognito::UserPoolDomain', { Domain: 'my-leagues' });
  });

  it('offers no Google sign-in unless googleClientId is configured', () => {
    f.template.resourceCountIs('AWS::Cognito::UserPoolIdentityProvider', 0);
    f.template.hasResourceProperties('AWS::Cognito::UserPoolClient', { SupportedIdentityProviders: ['COGNITO'] });
  });

  it('offers Google sign-in, with the secret read from Secrets Manager, when googleClientId is configured', () => {
    const g = buildStack(GOOGLE);
    g.template.hasResourceProperties('AWS::Cognito::UserPoolIdentityProvider', {
      ProviderName: 'Google',
      ProviderType: 'Google',
      ProviderDetails: Match.objectLike({
        client_id: GOOGLE.googleClientId,
        client_secret: `{{resolve:secretsmanager:${GOOGLE.googleClientSecretName}:SecretString:::}}`,
      }),
      AttributeMapping: Match.objectLike({ email: 'email', given_name: 'given_name', family_name: 'family_name' }),
    });
    g.template.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      SupportedIdentityProviders: Match.arrayEquals(['COGNITO', 'Google']),
    });
  });

  it('refuses a googleClientId without the secret name, before anything is deployed', () => {
    expect(() => buildStack({ googleClientId: GOOGLE.googleClientId })).toThrow(/googleClientSecretName/);
  });

  it('sends confirmation and reset e-mails through SES from the configured sender, identity and region', () => {
    const ses = buildStack({ ...PROD, mailFrom: 'no-reply@leagues.example', sesIdentity: 'leagues.example', sesRegion: 'eu-west-1' });
    ses.template.hasResourceProperties('AWS::Cognito::UserPool', {
      EmailConfiguration: {
        EmailSendingAccount: 'DEVELOPER',
        From: 'no-reply@leagues.example',
        SourceArn: { 'Fn::Join': ['', ['arn:', { Ref: 'AWS::Partition' }, ':ses:eu-west-1:', { Ref: 'AWS::AccountId' }, ':identity/leagues.example']] },
      },
    });
    // The production fixture (mailFrom only) uses the sender's domain as identity, in the stack's region.
    f.template.hasResourceProperties('AWS::Cognito::UserPool', {
      EmailConfiguration: Match.objectLike({ EmailSendingAccount: 'DEVELOPER', From: PROD.mailFrom }),
    });
  });

  it('refuses an SES sender outside its verified identity, and a production stage without a sender, at synth', () => {
    expect(() => buildStack({ mailFrom: 'no-reply@other.example', sesIdentity: 'leagues.example' })).toThrow(/not an address of the SES identity/);
    expect(() => buildStack({ stage: 'prod', alarmEmail: 'ops@leagues.example' })).toThrow(/'mailFrom'/);
  });

  it('is on the Lite feature plan, the cheapest per monthly active user, with the reason in the code', () => {
    f.template.hasResourceProperties('AWS::Cognito::UserPool', { UserPoolTier: 'LITE' });
  });

  it('keeps the aws.cognito.signin.user.admin scope, because the account API calls the pool with the user\'s own access token', async () => {
    const { readFileSync } = await import('node:fs');
    const cognitoCalls = readFileSync(new URL('../../functions/lib/cognito.ts', import.meta.url), 'utf8');
    // Self-service calls authorised by an access token; hosted-UI (Google) tokens need the scope for them.
    for (const call of ['GetUserCommand', 'UpdateUserAttributesCommand', 'VerifyUserAttributeCommand', 'GlobalSignOutCommand', 'DeleteUserCommand']) {
      expect(cognitoCalls).toContain(`new ${call}({ AccessToken`);
    }
    f.template.hasResourceProperties('AWS::Cognito::UserPoolClient', { AllowedOAuthScopes: Match.arrayWith(['aws.cognito.signin.user.admin']) });
  });

  it('puts a REGIONAL WAF web ACL with a per-IP rate limit and AWS common rules in front of the pool', () => {
    const acls = f.template.findResources('AWS::WAFv2::WebACL');
    const [aclId, acl] = Object.entries(acls).find(([, a]) => a.Properties.Scope === 'REGIONAL')!;
    const rules = acl.Properties.Rules as Array<{ Statement: Record<string, any> }>;
    expect(rules.some((r) => r.Statement.RateBasedStatement?.AggregateKeyType === 'IP')).toBe(true);
    expect(rules.map((r) => r.Statement.ManagedRuleGroupStatement?.Name)).toContain('AWSManagedRulesCommonRuleSet');
    f.template.hasResourceProperties('AWS::WAFv2::WebACLAssociation', {
      ResourceArn: { 'Fn::GetAtt': [f.logicalId(f.stack.auth.userPool), 'Arn'] },
      WebACLArn: { 'Fn::GetAtt': [aclId, 'Arn'] },
    });
  });
});
