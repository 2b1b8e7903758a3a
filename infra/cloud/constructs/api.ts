// The HTTP API (docs/architecture.md): one Lambda function per entry of API_FUNCTIONS in functions/routes.ts, one route per
// entry of ROUTES in shared/api-contract.ts. Adding a route or a function there is all it takes to deploy it.
// CloudFormation allows 500 resources per stack: the routes, their integrations and the functions' invoke
// permissions live in a nested stack of their own (`routes`), so a new route adds one resource there and none to
// the stage's stack; a function has one invoke permission, whatever its number of routes.
import { CfnOutput, NestedStack, RemovalPolicy, Stack, Validations, type CfnElement } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import * as apigwv2 from 'aws-cdk-lib/aws-apigatewayv2';
import * as acm from 'aws-cdk-lib/aws-certificatemanager';
import { HttpUserPoolAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import * as cognito from 'aws-cdk-lib/aws-cognito';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import * as logs from 'aws-cdk-lib/aws-logs';
import * as s3 from 'aws-cdk-lib/aws-s3';
import * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { ROUTES, type RouteName } from '../../../shared/api-contract';
import { API_FUNCTIONS, type ApiFunctionDef } from '../../../functions/routes';
import { apiFunction } from './api-functions';
import { classThrottle, throttleClassOf } from './api-throttles';
import { LeagueFunction } from './league-function';
import { logRetentionOf } from './log-retention';
import type { Messaging } from './messaging';
import { mailEnvironment, sendMailStatement, type MailSender } from './mail-grant';
import { grantAssistantModel, type AssistantModelConfig } from './assistant-model';
import { STREAMING_FUNCTION, StreamingApi, streamedRoutes } from './streaming-api';

export interface ApiProps {
  /** The single table every function reads (and some write). */
  readonly table: dynamodb.ITable;
  /**
   * Steady-state requests per second across the API before API Gateway answers 429.
   * @default 100
   */
  readonly throttleRateLimit?: number;
  /**
   * Burst of requests allowed above the steady rate.
   * @default 200
   */
  readonly throttleBurstLimit?: number;
  /**
   * How long access logs are kept.
   * @default - the stage's log retention (log-retention.ts)
   */
  readonly accessLogRetention?: logs.RetentionDays;
  /**
   * The API's private origin: its execute-api address switched off, reached only on this custom domain, whose TLS
   * handshake requires a client certificate issued by the truststore's CA (the one CloudFront presents). A direct
   * call never reaches a route, let alone a function.
   * @default - none: the execute-api address answers, guarded by the origin-verify header (dev stages)
   */
  readonly privateOrigin?: ApiPrivateOrigin;
  /**
   * Leagues the stage is sized for: each route's throttle follows from its class (api-throttles.ts).
   * @default 100
   */
  readonly plannedLeagues?: number;
}

export interface ApiPrivateOrigin {
  /** Host name only CloudFront uses (its DNS record points at the ApiOriginTarget output). */
  readonly domainName: string;
  /** ACM certificate in the stack's region covering domainName. */
  readonly certificateArn: string;
  /** s3://bucket/key of the CA bundle (PEM) that issued CloudFront's client certificate. */
  readonly truststoreUri: string;
}

export { TABLE_READ_ACTIONS, tableActionsFor } from './api-functions';

export interface ApiRouteAuth {
  readonly userPool: cognito.IUserPool;
  /** Tokens must have been issued to this client (its id is the JWT audience). */
  readonly userPoolClient: cognito.IUserPoolClient;
}

/**
 * Why each route without sign-in (auth: false in shared/api-contract.ts) is public: the reason cdk-nag records for
 * it. A new public route without a reason here fails synth, so none is public by accident.
 */
export const PUBLIC_ROUTE_REASONS: Partial<Record<RouteName, string>> = {
  signUp: 'Signing up is what a person without an account does; it answers the same whether or not the address has an account (its owner is e-mailed instead), and creates only an unconfirmed pool user that its e-mailed link confirms.',
  getInvitation: 'An invited person opens the invitation from its e-mail before having an account; the unguessable token in the path is the credential, and it shows only that invitation.',
  getMailChoiceByToken: 'The unsubscribe link in a team announcement e-mail works without signing in; the random token in the path is the credential, and it shows only that person\'s choice for that team (team and league names).',
  setMailChoiceByToken: 'Stops (or restarts) one person\'s announcement e-mails for one team from the link in one of them, without signing in; the random token in the path is the credential and changes only that choice.',
  getUnsubscribe: 'The unsubscribe link in a message e-mail works without signing in; its token is signed by the API for one person, league and kind of message, and it shows only that kind\'s name, the league\'s name and whether that person still gets it.',
  unsubscribe: 'One-click unsubscribe (RFC 8058): a mail client posts to the List-Unsubscribe address without any sign-in; the signed token names one person, league and kind, and the post only turns off that kind\'s e-mail for that person.',
  publicLeague: 'Serves a published league\'s public page to anonymous visitors; only active leagues and their public fields are returned.',
  leagueDirectory: 'The public directory of active leagues, read by anonymous visitors of the public site.',
  publicLeagueByDomain: 'A league site on a custom domain finds its league by host name before any visitor signs in; only active domains of active leagues answer.',
  plans: 'The plan catalogue (names, prices, limits) is shown on the pricing page to visitors deciding whether to sign up; it holds no user data.',
  publicNewsList: 'A league site\'s news list for anonymous visitors: published articles of active leagues only, without their author.',
  publicNavPages: 'A league site\'s navigation lists its published pages for anonymous visitors: published pages of active leagues only, without their content.',
  publicPage: 'One published custom page of an active league, read by anonymous visitors of its site; drafts answer like missing ones.',
  publicTeams: 'A league site\'s teams and players pages for anonymous visitors: an active league\'s teams, and only the players of teams whose manager opened the roster (names, numbers, positions; never e-mails or status).',
  publicNewsArticle: 'One published article of an active league, read by anonymous visitors of its site; drafts and future dates answer like missing ones.',
  openApi: 'The API contract as an OpenAPI document, for integrators; it describes routes and schemas, never data.',
  previewRegistrationPrice: 'The registration form shows a discount code\'s effect and the add-ons\' total before the visitor signs in or pays; it reads the season\'s public prices and codes, writes and holds nothing, and answers only whether a code applies.',
  publicRegistrationOffer: 'A league site\'s registration page shows anonymous visitors the open season\'s fees, dates, places left, questions and waiver before they sign in; only active leagues answer, and no registrant\'s data is in it.',
  publicSchedule: 'A league site\'s schedule page for anonymous visitors: the active season\'s games of an active league only.',
  publicRecentGames: 'The Recent Games card of a league site\'s home page: five games of an active league\'s active season.',
  publicStandings: 'A league site\'s standings page (and its teams page\'s W-L) for anonymous visitors: an active league\'s active season only.',
  publicPlayoffs: 'A league site\'s playoffs page and its champions for anonymous visitors: an active league\'s active season only.',
  publicStatistics: 'A league site\'s statistics page for anonymous visitors: leaders and totals of an active league\'s active season only.',
  publicTeamGames: 'A team page\'s schedule and results for anonymous visitors: teams of active leagues only, their active season\'s games.',
  leagueCalendar: 'A league\'s iCalendar feed, subscribed by phone calendars that cannot sign in (webcal://): the active season\'s games of an active league.',
  billingWebhook: 'The payment provider posts its events here without a user token; each is verified against its signature on the raw body, and anything unsigned or badly signed answers 400 and changes nothing.',
  teamCalendar: 'A team\'s iCalendar feed, subscribed by phone calendars that cannot sign in (webcal://): its active season\'s games in an active league.',
  availabilityByLink: 'A reminder e-mail\'s availability link works without signing in; the link is HMAC-signed for one player and one game and shows only that game and that player\'s own answer.',
  setAvailabilityByLink: 'Sets one player\'s answer for one game from the signed link in their reminder, without signing in; the signature binds the player and the game, and it stops working once the game is over.',
  publicLiveScores: 'The running scores of an active league\'s games in progress, polled by its public pages\' visitors (cached 2 s at the edge); scores are public on the schedule anyway.',
  publicGame: 'A game\'s public page of an active league whose schedule is public: teams, time, place, score, and stat leaders only of teams whose roster is public.',
  gameCalendar: 'One game of an active league as an iCalendar entry, added by calendar apps that cannot sign in.',
};

function publicRouteReason(name: RouteName): string {
  const reason = PUBLIC_ROUTE_REASONS[name];
  if (!reason) throw new Error(`Route '${name}' has auth: false but no reason in PUBLIC_ROUTE_REASONS (infra/cloud/constructs/api.ts)`);
  return `${ROUTES[name].method} ${ROUTES[name].path} is public by contract: ${reason}`;
}

const pascal = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

export class Api extends Construct {
  readonly httpApi: apigwv2.HttpApi;
  readonly stage: apigwv2.HttpStage;
  /** The API's execute-api host name, for use as a CloudFront origin. */
  readonly domainName: string;
  readonly functions: Record<keyof typeof API_FUNCTIONS, LeagueFunction>;
  /** The key pagination cursors are signed with (functions/lib/cursor-key.ts). */
  readonly cursorSecret: secretsmanager.Secret;
  /** The value CloudFront must send in ORIGIN_VERIFY_HEADER (functions/lib/origin-verify.ts). */
  readonly originVerifySecret: secretsmanager.Secret;
  /** That value as a deploy-time dynamic reference, for the distributions' origin headers. */
  readonly originVerifyValue: string;
  /**
   * The payment provider's secret key and webhook signing secret, as JSON {"secret_key", "webhook_secret"}. Created
   * empty (billing answers "not set up" until then); the operator puts the values in (infra/cloud/README.md).
   */
  readonly paymentsSecret: secretsmanager.Secret;
  /** The access log group (API 429s are counted from it). */
  readonly accessLogs: logs.LogGroup;
  /** Leagues the stage is sized for (the per-route throttles follow from it). */
  readonly plannedLeagues: number;
  /** The nested stack holding every route, integration and invoke permission (created by addRoutes). */
  routes?: NestedStack;
  /** The REST API that streams the answers of the routes that produce NDJSON (streaming-api.ts), if any route does. */
  streaming?: StreamingApi;
  /** The streaming twin of each function with a streamed route (its Lambda streaming handler). */
  readonly streamFunctions: Partial<Record<keyof typeof API_FUNCTIONS, LeagueFunction>> = {};
  private readonly table: dynamodb.ITable;
  private privateDomain?: { domainName: string; domain: apigwv2.DomainName };
  private readonly integrations = new Map<string, HttpLambdaIntegration>();

  constructor(scope: Construct, id: string, props: ApiProps) {
    super(scope, id);
    const stack = Stack.of(this);
    this.table = props.table;

    // Browsers reach the API through CloudFront on the app's own origin, so no CORS configuration is needed.
    this.httpApi = new apigwv2.HttpApi(this, 'HttpApi', {
      description: 'League platform API (served to browsers under /api/* of the app domain)',
      createDefaultStage: false,
      // With a private origin nobody but CloudFront reaches the API: the execute-api address answers nothing.
      disableExecuteApiEndpoint: props.privateOrigin !== undefined,
    });
    this.plannedLeagues = props.plannedLeagues ?? 100;
    const accessLogs = new logs.LogGroup(this, 'AccessLogs', {
      retention: props.accessLogRetention ?? logRetentionOf(this),
      removalPolicy: RemovalPolicy.DESTROY,
    });
    this.accessLogs = accessLogs;
    this.stage = new apigwv2.HttpStage(this, 'DefaultStage', {
      httpApi: this.httpApi,
      stageName: '$default',
      autoDeploy: true,
      // Every route has its own limit (addRoutes); this default only covers a route added outside the contract.
      throttle: { rateLimit: props.throttleRateLimit ?? 100, burstLimit: props.throttleBurstLimit ?? 200 },
      accessLogSettings: {
        destination: new apigwv2.LogGroupLogDestination(accessLogs),
        format: AccessLogFormat.custom(JSON.stringify({
          requestId: '$context.requestId',
          ip: '$context.identity.sourceIp',
          requestTime: '$context.requestTime',
          routeKey: '$context.routeKey',
          path: '$context.path',
          status: '$context.status',
          responseLength: '$context.responseLength',
          latencyMs: '$context.responseLatency',
          integrationError: '$context.integrationErrorMessage',
          authorizerError: '$context.authorizer.error',
          sub: '$context.authorizer.claims.sub',
        })),
      },
    });
    if (props.privateOrigin) {
      const origin = props.privateOrigin;
      const [, bucket, key] = /^s3:\/\/([^/]+)\/(.+)$/.exec(origin.truststoreUri) ?? [];
      if (!bucket || !key) throw new Error(`Api: truststoreUri must be s3://<bucket>/<key>, got '${origin.truststoreUri}'`);
      const domain = new apigwv2.DomainName(this, 'PrivateOrigin', {
        domainName: origin.domainName,
        certificate: acm.Certificate.fromCertificateArn(this, 'PrivateOriginCertificate', origin.certificateArn),
        securityPolicy: apigwv2.SecurityPolicy.TLS_1_2, // what mutual TLS requires
        // Mutual TLS: a client without a certificate from this CA is refused in the handshake, before any route.
        mtls: { bucket: s3.Bucket.fromBucketName(this, 'Truststore', bucket), key },
      });
      new apigwv2.ApiMapping(this, 'PrivateOriginMapping', { api: this.httpApi, domainName: domain, stage: this.stage });
      this.domainName = origin.domainName;
      this.privateDomain = { domainName: origin.domainName, domain };
      new CfnOutput(stack, 'ApiOriginTarget', {
        value: domain.regionalDomainName,
        description: `Point ${origin.domainName} here (CNAME): the API's private origin, which only CloudFront can call`,
      });
    } else {
      this.domainName = `${this.httpApi.apiId}.execute-api.${stack.region}.${stack.urlSuffix}`;
    }

    const tableResource = props.table.node.defaultChild as CfnElement | undefined;

    // Pagination cursors are HMAC-signed with this key. Generated by Secrets Manager at deploy time: the template
    // and the functions' environment carry only its ARN; the listing functions read the value once per container
    // through the Parameters and Secrets extension. Losing it (stack deleted) only invalidates open cursors.
    this.cursorSecret = new secretsmanager.Secret(this, 'CursorKey', {
      description: 'HMAC key of the API\'s pagination cursors (read by the listing functions at cold start)',
      generateSecretString: { passwordLength: 64, excludePunctuation: true },
      removalPolicy: RemovalPolicy.DESTROY,
    });
    Validations.of(this.cursorSecret).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason: 'Cursor signing key: rotating it would only invalidate the pagination cursors clients hold (a 400, the list restarts from page one); it protects no data. Replace it by hand if it ever leaks.',
    });
    // HTTP APIs take no WAF web ACL: CloudFront (behind its ACL) sends this value and the functions refuse any
    // request without it, so the execute-api URL is no way around the ACL. It reaches the functions and the
    // distributions as a CloudFormation dynamic reference, resolved at deploy time.
    this.originVerifySecret = new secretsmanager.Secret(this, 'OriginVerify', {
      description: 'Header value CloudFront adds to API requests; the API refuses requests without it',
      generateSecretString: { passwordLength: 48, excludePunctuation: true },
      removalPolicy: RemovalPolicy.DESTROY,
    });
    this.originVerifyValue = this.originVerifySecret.secretValue.unsafeUnwrap();
    Validations.of(this.originVerifySecret).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason: 'The origin-verify header value is copied into the distributions\' origin settings and the functions\' environment at deploy time; an automatic rotation would change it under both until the next deploy and refuse every API request. Rotate it by replacing the secret and deploying.',
    });
    this.paymentsSecret = new secretsmanager.Secret(this, 'PaymentsKeys', {
      description: 'Payment provider keys as JSON {"secret_key","webhook_secret"} (read by the billing functions at cold start)',
      generateSecretString: { secretStringTemplate: JSON.stringify({ secret_key: '', webhook_secret: '' }), generateStringKey: 'placeholder', passwordLength: 8 },
      removalPolicy: RemovalPolicy.DESTROY,
    });
    Validations.of(this.paymentsSecret).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason: 'The payment provider issues these keys; they are rolled in the provider\'s dashboard and put here by hand (infra/cloud/README.md), which Secrets Manager rotation cannot do.',
    });
    const paramsAndSecrets = lambda.ParamsAndSecretsLayerVersion.fromVersion(lambda.ParamsAndSecretsVersions.V1_0_103, {
      cacheEnabled: false, // read once per container by the function itself
    });

    const functions: Partial<Record<keyof typeof API_FUNCTIONS, LeagueFunction>> = {};
    for (const [name, def] of Object.entries(API_FUNCTIONS) as [keyof typeof API_FUNCTIONS, ApiFunctionDef][]) {
      functions[name] = this.addFunction(this, `${pascal(name)}Function`, def, paramsAndSecrets, tableResource);
      // One invoke permission per function, for any route of this API (execute-api:<region>:<account>:<api>/*/*/*),
      // instead of one per route: each route would otherwise add a resource beside itself.
      this.integrations.set(name, new HttpLambdaIntegration(`${pascal(name)}Integration`, functions[name].fn, { scopePermissionToRoute: false }));
      // A function with a streamed route gets a twin in the REST API's nested stack (streaming-api.ts): the same
      // code, grants and settings, with Lambda's streaming handler; its other routes stay on this HTTP API.
      if (streamedRoutes(def).length === 0) continue;
      this.streaming ??= new StreamingApi(this, 'Streaming', { plannedLeagues: this.plannedLeagues, privateOrigin: this.privateDomain });
      this.streamFunctions[name] = this.addFunction(this.streaming.stack, `${pascal(name)}StreamingFunction`, def, paramsAndSecrets, tableResource, STREAMING_FUNCTION);
    }
    this.functions = functions as Record<keyof typeof API_FUNCTIONS, LeagueFunction>;
  }

  /** One API function with its table actions and secrets (api-functions.ts); `streaming` for a streaming twin. */
  private addFunction(scope: Construct, id: string, def: ApiFunctionDef, paramsAndSecrets: lambda.ParamsAndSecretsLayerVersion, tableResource?: CfnElement, streaming?: typeof STREAMING_FUNCTION): LeagueFunction {
    const { table, originVerifyValue, cursorSecret, paymentsSecret } = this;
    return apiFunction(scope, id, def, { table, originVerifyValue, cursorSecret, paymentsSecret, paramsAndSecrets, tableResource, streaming, nested: Stack.of(scope) !== Stack.of(this) });
  }

  /** Every API function with its entry, the streaming twins included: each gets the grants and settings its entry declares. */
  private *deployed(): Generator<[keyof typeof API_FUNCTIONS, ApiFunctionDef, LeagueFunction]> {
    for (const [name, def] of Object.entries(API_FUNCTIONS) as [keyof typeof API_FUNCTIONS, ApiFunctionDef][]) {
      yield [name, def, this.functions[name]];
      const twin = this.streamFunctions[name];
      if (twin) yield [name, def, twin];
    }
  }

  /**
   * Gives the functions that send e-mail (`mail` in functions/routes.ts) their sender and the app's URL (for the
   * links in the e-mails), and lets them send through SES as that sender's identity only.
   */
  enableMail(appUrl: string, mail: MailSender): void {
    const stack = Stack.of(this);
    for (const [, def, { fn }] of this.deployed()) {
      if (!def.mail) continue;
      for (const [k, v] of Object.entries(mailEnvironment(mail))) fn.addEnvironment(k, v);
      fn.addEnvironment('APP_URL', appUrl);
      fn.addToRolePolicy(sendMailStatement(stack, mail));
    }
  }

  /**
   * The functions that text or push (sms / push in functions/routes.ts) get their settings and calls from the
   * messaging construct; the support function learns the operators' address and who may answer (functions/support).
   */
  enableMessaging(messaging: Messaging, support: { email?: string; operators?: string }): void {
    for (const [, def, fn] of this.deployed()) {
      if (def.sms || def.push) messaging.grantSending(fn, { sms: def.sms, push: def.push });
      if (def.support) {
        if (support.email) fn.fn.addEnvironment('SUPPORT_EMAIL', support.email);
        fn.fn.addEnvironment('SUPPORT_OPERATORS', support.operators ?? support.email ?? '');
      }
    }
  }

  /** The functions that call the assistant's model (model: true in functions/routes.ts) may invoke the stage's model. */
  enableAssistantModel(model: AssistantModelConfig): void {
    for (const [, def, fn] of this.deployed()) {
      if (def.model) grantAssistantModel(fn, model);
    }
  }

  /**
   * The functions that make plan checkouts and invoices (billing: true in functions/routes.ts) get the stage's
   * seller (BILLING_SELLER, the JSON checked at synth) and its tax switch (BILLING_AUTOMATIC_TAX, off by default).
   */
  enableBilling(settings: { seller?: string; automaticTax?: string }): void {
    for (const [, def, { fn }] of this.deployed()) {
      if (!def.billing) continue;
      if (settings.seller) fn.addEnvironment('BILLING_SELLER', settings.seller);
      fn.addEnvironment('BILLING_AUTOMATIC_TAX', settings.automaticTax === 'on' ? 'on' : 'off');
    }
  }

  /**
   * Functions that sign image upload targets (uploads: true in functions/routes.ts) name the uploads bucket and may
   * put objects only under uploads/leagues/ (the service adds the league's own prefix); they cannot read or delete.
   */
  enableUploads(bucket: s3.IBucket, appUrl: string): void {
    for (const [, def, fn] of this.deployed()) {
      if (!def.uploads) continue;
      fn.fn.addEnvironment('UPLOADS_BUCKET', bucket.bucketName);
      fn.fn.addEnvironment('APP_URL', appUrl);
      fn.fn.addToRolePolicy(new iam.PolicyStatement({ actions: ['s3:PutObject'], resources: [bucket.arnForObjects('uploads/leagues/*')] }));
      Validations.of(fn.role).acknowledge({
        id: `AwsSolutions-IAM5[Resource::<${Stack.of(this).getLogicalId(bucket.node.defaultChild as CfnElement)}.Arn>/uploads/leagues/*]`,
        reason: 'Signs presigned POSTs for images under uploads/leagues/{league}/ with keys made at run time; the POST policy pins the exact key, type and size, and the role can only put objects there.',
      });
    }
  }

  /**
   * Adds every route of every function, in the nested stack `routes` (with the integrations and the invoke
   * permissions; the authorizer stays beside the API). Separate from the constructor because the JWT audience (the
   * web app client) needs the app URL, which needs the CloudFront distribution, which needs this API as its origin.
   */
  addRoutes(auth: ApiRouteAuth): void {
    if (this.routes) throw new Error('Api.addRoutes may be called once');
    const routes = new NestedStack(this, 'Routes', {
      description: 'League platform API routes, their Lambda integrations and invoke permissions',
    });
    this.routes = routes;
    // Sign-up calls the pool's public SignUp as the web app's client (functions/account/sign-up.ts).
    this.functions.signUp.fn.addEnvironment('USER_POOL_CLIENT_ID', auth.userPoolClient.userPoolClientId);
    // `-c apiRoutes=off` deploys the API without routes, once: how a stage whose routes sat in its own stack moves
    // them here (CloudFormation creates the new routes before deleting the old, and two routes cannot share a key).
    if (this.node.tryGetContext('apiRoutes') === 'off') return;
    // Issuer https://cognito-idp.<region>.amazonaws.com/<poolId>, audience the web client id.
    const jwt = new HttpUserPoolAuthorizer('CognitoJwt', auth.userPool, { userPoolClients: [auth.userPoolClient] });
    const none = new apigwv2.HttpNoneAuthorizer();
    // Each route's throttle, from its class (api-throttles.ts). The stage names routes that must exist first.
    const routeSettings: Record<string, { ThrottlingRateLimit: number; ThrottlingBurstLimit: number }> = {};
    this.stage.node.addDependency(routes);
    for (const [name, def] of Object.entries(API_FUNCTIONS) as [keyof typeof API_FUNCTIONS, ApiFunctionDef][]) {
      // A streamed route is the REST API's (streaming-api.ts): an HTTP API cannot stream a Lambda's answer.
      for (const routeName of (def.routes as RouteName[]).filter((r) => !streamedRoutes(def).includes(r))) {
        const route = ROUTES[routeName];
        const limit = classThrottle(throttleClassOf(routeName), this.plannedLeagues);
        routeSettings[`${route.method} ${route.path}`] = { ThrottlingRateLimit: limit.rateLimit, ThrottlingBurstLimit: limit.burstLimit };
        const httpRoute = new apigwv2.HttpRoute(routes, `${pascal(routeName)}Route`, {
          httpApi: this.httpApi,
          routeKey: apigwv2.HttpRouteKey.with(route.path, apigwv2.HttpMethod[route.method]),
          integration: this.integrations.get(name)!,
          authorizer: route.auth ? jwt : none,
        });
        if (!route.auth) {
          Validations.of(httpRoute).acknowledge(
            { id: 'AwsSolutions-APIG4', reason: publicRouteReason(routeName) },
          );
        }
      }
    }
    (this.stage.node.defaultChild as apigwv2.CfnStage).addPropertyOverride('RouteSettings', routeSettings);
    this.streaming?.addRoutes(auth, this.streamFunctions);
  }
}
