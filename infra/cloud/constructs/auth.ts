// Cognito (docs/architecture.md): email as user name, first/last name as given_name/family_name, email confirmation before
// sign-in, a hosted UI domain for federated sign-in, and Google only when the operator configures it.
import { Aws, Fn, RemovalPolicy, SecretValue, Stack, Validations } from 'aws-cdk-lib';
import * as cognito from 'aws-cdk-lib/aws-cognito';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import { Construct } from 'constructs';
import { TRIGGER_FUNCTIONS } from '../../../functions/routes';
import * as wafv2 from 'aws-cdk-lib/aws-wafv2';
import { LeagueFunction } from './league-function';
import { WebAcl } from './web-acl';

export interface GoogleSignInProps {
  /** Google OAuth 2.0 client id. */
  readonly clientId: string;
  /** Name of the Secrets Manager secret that holds the Google client secret (a plain string). */
  readonly clientSecretName: string;
}

export interface AuthProps {
  /** Where profiles are written after sign-up confirmation. */
  readonly table: dynamodb.ITable;
  /** The admin app origin (https://...): confirmation links and OAuth redirects point here. */
  readonly appUrl: string;
  /**
   * Cognito hosted UI domain prefix (globally unique per region).
   * @default - 'league-platform-' + the first block of the CloudFormation stack id (unique per deployment)
   */
  readonly domainPrefix?: string;
  /**
   * Federated sign-in with Google through the hosted UI.
   * @default - no Google identity provider; the app hides the button
   */
  readonly google?: GoogleSignInProps;
  /**
   * What happens to the user pool when it leaves the stack. Users cannot be recreated: production keeps it
   * (and turns deletion protection on); a dev stage may be destroyed with its test accounts.
   * @default RemovalPolicy.RETAIN
   */
  readonly removalPolicy?: RemovalPolicy;
  /**
   * Cognito's confirmation and reset e-mails go through SES from this sender (Cognito's own sender allows only a
   * few dozen e-mails a day). `identity` is the SES-verified domain, or the address itself.
   * @default - Cognito's own sender (a dev stage only: stack-config.ts refuses production without mailFrom)
   */
  readonly mail?: { readonly from: string; readonly identity: string; readonly region: string };
  /** Requests per 5 minutes from one IP to the pool's endpoints before the REGIONAL web ACL blocks it. */
  readonly wafRateLimit: number;
}

/** The hosted UI domain prefix: the operator's, or one derived from the stack id (no reference to any resource). */
export function hostedUiDomainPrefix(prefix?: string): string {
  // The stack id's last segment is a UUID: unique per deployment, known without an account at synth time.
  return prefix ?? `league-platform-${Fn.select(0, Fn.split('-', Fn.select(2, Fn.split('/', Aws.STACK_ID))))}`;
}

/** The hosted UI's host name for a domain prefix (what Amplify's oauth.domain expects, no scheme). */
export const hostedUiHost = (domainPrefix: string, region: string) => `${domainPrefix}.auth.${region}.amazoncognito.com`;

export class Auth extends Construct {
  readonly userPool: cognito.UserPool;
  readonly webClient: cognito.UserPoolClient;
  readonly domain: cognito.UserPoolDomain;
  /** Hosted UI host name, without scheme (what Amplify's oauth.domain expects). */
  readonly oauthDomain: string;
  readonly googleEnabled: boolean;
  readonly customMessageFunction: LeagueFunction;
  readonly postConfirmationFunction: LeagueFunction;
  readonly webAcl: WebAcl;

  constructor(scope: Construct, id: string, props: AuthProps) {
    super(scope, id);
    this.googleEnabled = props.google !== undefined;

    this.userPool = new cognito.UserPool(this, 'UserPool', {
      selfSignUpEnabled: true,
      signInAliases: { email: true },
      signInCaseSensitive: false,
      autoVerify: { email: true },
      // Until a changed address is confirmed, the user keeps signing in with the old one.
      keepOriginal: { email: true },
      standardAttributes: {
        email: { required: true, mutable: true },
        givenName: { required: true, mutable: true },
        // Optional in the pool: a Google account may have no family name, and a required attribute would make
        // its first sign-in fail. Our own sign-up form still asks for it (shared sign-up schema).
        familyName: { required: false, mutable: true },
      },
      email: props.mail
        ? cognito.UserPoolEmail.withSES({
          fromEmail: props.mail.from,
          sesRegion: props.mail.region,
          ...(props.mail.identity.includes('@') ? {} : { sesVerifiedDomain: props.mail.identity }),
        })
        : cognito.UserPoolEmail.withCognito(),
      // Lite: the cheapest plan per monthly active user above the free 10,000 (Essentials costs about 3 times,
      // Plus about 4 times as much). Nothing here needs more: no managed-login branding, passwordless sign-in or
      // access-token customisation (Essentials), no threat protection (Plus, see COG8 below: the REGIONAL web ACL
      // covers the pool's endpoints instead). At 1,000,000 leagues the pool is the largest fixed-by-user line
      // (infra/cloud/README.md), so the plan is the lever.
      featurePlan: cognito.FeaturePlan.LITE,
      // The product spec sets a 6 character minimum and no composition rules (suppressed COG1 below).
      passwordPolicy: {
        minLength: 6,
        requireLowercase: false,
        requireUppercase: false,
        requireDigits: false,
        requireSymbols: false,
      },
      accountRecovery: cognito.AccountRecovery.EMAIL_ONLY,
      deletionProtection: (props.removalPolicy ?? RemovalPolicy.RETAIN) === RemovalPolicy.RETAIN,
      removalPolicy: props.removalPolicy ?? RemovalPolicy.RETAIN,
    });

    // Sign-up, sign-in and password-reset calls go to the pool's own endpoints, not through CloudFront: a
    // REGIONAL web ACL with the same rules (rate limit per IP, AWS common rules) sits in front of them.
    this.webAcl = new WebAcl(this, 'WebAcl', { scope: 'REGIONAL', name: `${Stack.of(this).stackName}-user-pool`, rateLimit: props.wafRateLimit });
    new wafv2.CfnWebACLAssociation(this, 'WebAclAssociation', { resourceArn: this.userPool.userPoolArn, webAclArn: this.webAcl.arn });

    const appUrl = props.appUrl;
    this.customMessageFunction = new LeagueFunction(this, 'CustomMessage', {
      entry: TRIGGER_FUNCTIONS.CustomMessage.entry,
      description: 'Cognito CustomMessage trigger: confirmation and reset emails linking to the admin app',
      environment: { APP_URL: appUrl },
    });
    this.postConfirmationFunction = new LeagueFunction(this, 'PostConfirmation', {
      entry: TRIGGER_FUNCTIONS.PostConfirmation.entry,
      description: 'Cognito PostConfirmation trigger: writes the user profile item',
      environment: { TABLE_NAME: props.table.tableName },
    });
    // It writes the profile and the e-mail marker, as puts inside one transaction (TransactWriteItems is authorised
    // per item action, so PutItem is all it needs); no reads, updates or deletes.
    this.postConfirmationFunction.role.addToPrincipalPolicy(new iam.PolicyStatement({
      actions: ['dynamodb:PutItem'],
      resources: [props.table.tableArn],
    }));
    this.userPool.addTrigger(cognito.UserPoolOperation.CUSTOM_MESSAGE, this.customMessageFunction.fn);
    this.userPool.addTrigger(cognito.UserPoolOperation.POST_CONFIRMATION, this.postConfirmationFunction.fn);

    const providers = [cognito.UserPoolClientIdentityProvider.COGNITO];
    let google: cognito.UserPoolIdentityProviderGoogle | undefined;
    if (props.google) {
      google = new cognito.UserPoolIdentityProviderGoogle(this, 'Google', {
        userPool: this.userPool,
        clientId: props.google.clientId,
        clientSecretValue: SecretValue.secretsManager(props.google.clientSecretName),
        scopes: ['openid', 'email', 'profile'],
        attributeMapping: {
          email: cognito.ProviderAttribute.GOOGLE_EMAIL,
          emailVerified: cognito.ProviderAttribute.GOOGLE_EMAIL_VERIFIED,
          givenName: cognito.ProviderAttribute.GOOGLE_GIVEN_NAME,
          familyName: cognito.ProviderAttribute.GOOGLE_FAMILY_NAME,
        },
      });
      providers.push(cognito.UserPoolClientIdentityProvider.GOOGLE);
    }

    const redirect = `${appUrl}/auth`;
    this.webClient = this.userPool.addClient('WebClient', {
      // A browser app cannot keep a secret.
      generateSecret: false,
      // Refresh-token auth is always added by CDK alongside these.
      authFlows: { userPassword: true, userSrp: true },
      preventUserExistenceErrors: true,
      supportedIdentityProviders: providers,
      oAuth: {
        flows: { authorizationCodeGrant: true },
        // aws.cognito.signin.user.admin (COGNITO_ADMIN) is used: the account API calls GetUser, UpdateUserAttributes,
        // VerifyUserAttribute, GlobalSignOut and DeleteUser with the caller's own access token (functions/lib/cognito.ts),
        // and an access token from the hosted UI (Google sign-in) is only accepted there with this scope.
        scopes: [cognito.OAuthScope.OPENID, cognito.OAuthScope.EMAIL, cognito.OAuthScope.PROFILE, cognito.OAuthScope.COGNITO_ADMIN],
        callbackUrls: [redirect],
        logoutUrls: [redirect],
      },
    });
    // The client may only name Google once the provider exists.
    if (google) this.webClient.node.addDependency(google);

    const domainPrefix = hostedUiDomainPrefix(props.domainPrefix);
    this.domain = this.userPool.addDomain('HostedUi', { cognitoDomain: { domainPrefix } });
    this.oauthDomain = hostedUiHost(this.domain.domainName, Stack.of(this).region);

    Validations.of(this.userPool.node.defaultChild!).acknowledge(
      { id: 'AwsSolutions-COG1', reason: 'The product spec requires a 6 character minimum password with no composition rules; a stricter policy would reject passwords the spec accepts.' },
      { id: 'AwsSolutions-COG2', reason: 'The product spec signs organisers, managers and players up with email and password (or Google) and has no MFA step; required MFA would lock out users the spec lets in.' },
      { id: 'AwsSolutions-COG8', reason: 'Threat protection needs the Cognito Plus feature plan, about four times the Lite price per monthly active user (the plan choice above); brute force against the pool\'s endpoints is limited by the REGIONAL WAF web ACL (rate limit per IP, AWS common rules) associated with the pool, and e-mail confirmation before sign-in stays enforced.' },
    );
  }
}
