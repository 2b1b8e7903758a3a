// The routes whose answer streams (produces 'application/x-ndjson': the assistant's reply, docs/assistant.md). The
// stage's HTTP API buffers a Lambda's answer, so these routes are on a small REST API instead, whose Lambda proxy
// integration runs in response-streaming mode (responseTransferMode STREAM: API Gateway calls the function with
// InvokeWithResponseStream, /2021-11-15/functions/<fn>/response-streaming-invocations) and passes each line on as the
// function writes it. The JWT is checked by API Gateway as on the HTTP API (a Cognito user-pool authorizer on the
// stage's pool, taking the web client's access token), CloudFront sends the same paths here (web-hosting.ts), and the
// admin's `fetch` is unchanged.
//
// Resources: the REST API itself sits in the stage's stack (one resource: CloudFront needs its id before the user
// pool exists, and the authorizer needs the pool); its resources, method, authorizer, deployment, stage, invoke
// permission and the streaming function sit in a nested stack of their own (one resource in the stage's stack).
import { Duration, NestedStack, Stack, Validations } from 'aws-cdk-lib';
import * as apigateway from 'aws-cdk-lib/aws-apigateway';
import * as apigwv2 from 'aws-cdk-lib/aws-apigatewayv2';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import { Construct } from 'constructs';
import { ROUTES, routeKey, type RouteDef, type RouteName } from '../../../shared/api-contract';
import { API_FUNCTIONS, type ApiFunctionDef } from '../../../functions/routes';
import { NDJSON } from '../../../functions/lib/http';
import type { ApiRouteAuth } from './api';
import { classThrottle, throttleClassOf } from './api-throttles';
import type { LeagueFunction } from './league-function';

/** The REST API's stage: CloudFront's origin path for it. */
export const STREAM_STAGE = 'stream';

/**
 * How the streaming twin of an API function is built: the entry's Lambda streaming handler
 * (functions/lib/lambda-stream.ts). A streamed answer runs tool rounds against the model while it writes, so it gets
 * a minute where a JSON route gets the default 10 s; the integration waits as long.
 */
export const STREAMING_FUNCTION = { handler: 'streamingHandler', timeout: Duration.seconds(60) } as const;

/**
 * The access token scopes the method takes, any one of them: a REST Cognito authorizer accepts an access token only
 * for a method naming a scope (else it takes ID tokens alone). A password (SRP) sign-in's token carries
 * `aws.cognito.signin.user.admin`; a hosted-UI (Google) sign-in's carries what the app asked for, `openid` among them
 * (web/shared/amplify-setup.ts).
 */
export const STREAM_AUTH_SCOPES = ['aws.cognito.signin.user.admin', 'openid'];

/** A function's routes whose answer streams. */
export const streamedRoutes = (def: ApiFunctionDef): RouteName[] => (def.routes as RouteName[]).filter((r) => (ROUTES[r] as RouteDef).produces === NDJSON);

/** CloudFront's path pattern for a route's path ({param} matches any one segment's worth: `*`). */
export const pathPatternOf = (path: string) => path.replace(/\{[^}]+\}/g, '*');

export interface StreamingApiProps {
  /** Leagues the stage is sized for: each method's throttle follows from its route's class (api-throttles.ts). */
  readonly plannedLeagues: number;
  /**
   * The HTTP API's private origin (api.ts): the REST stage is mapped on it under /stream, so CloudFront reaches both
   * APIs on the one domain that takes only its client certificate, and the execute-api address is switched off.
   * @default - none: the execute-api address, guarded by the origin-verify header (dev stages)
   */
  readonly privateOrigin?: { readonly domainName: string; readonly domain: apigwv2.IDomainName };
}

/** Every streamed route of the contract's functions, by function. */
export const STREAMED_ROUTES = Object.fromEntries(
  Object.entries(API_FUNCTIONS).map(([name, def]) => [name, streamedRoutes(def as ApiFunctionDef)]).filter(([, routes]) => routes.length > 0),
) as Partial<Record<keyof typeof API_FUNCTIONS, RouteName[]>>;

export class StreamingApi extends Construct {
  /** The nested stack with the methods, the authorizer, the stage and the streaming functions. */
  readonly stack: NestedStack;
  readonly restApi: apigateway.CfnRestApi;
  /** Its name (the dimension of its CloudWatch metrics, with the stage). */
  readonly apiName: string;
  /** The REST API's execute-api host name, CloudFront's origin for the streamed routes. */
  readonly domainName: string;
  /** The stage, as CloudFront's origin path. */
  readonly originPath = `/${STREAM_STAGE}`;
  /** The streamed routes' paths as CloudFront path patterns, each sent here rather than to the HTTP API. */
  readonly pathPatterns = Object.values(STREAMED_ROUTES).flat().map((r) => pathPatternOf(ROUTES[r].path));
  stage?: apigateway.Stage;
  private readonly plannedLeagues: number;
  private readonly privateOrigin?: apigwv2.IDomainName;

  constructor(scope: Construct, id: string, props: StreamingApiProps) {
    super(scope, id);
    this.plannedLeagues = props.plannedLeagues;
    this.apiName = `${Stack.of(this).stackName}-streaming`;
    this.restApi = new apigateway.CfnRestApi(this, 'RestApi', {
      name: this.apiName,
      description: 'League platform: the API routes whose answer streams (served under /api/* of the app domain, like the HTTP API)',
      // Regional: CloudFront is in front (an edge-optimised API would put a second distribution, with a 30 s idle limit, in between).
      endpointConfiguration: { types: ['REGIONAL'] },
      disableExecuteApiEndpoint: props.privateOrigin !== undefined,
    });
    this.privateOrigin = props.privateOrigin?.domain;
    Validations.of(this.restApi).acknowledge({ id: 'AwsSolutions-APIG2', reason: 'The function validates every request with its route\'s zod schemas from the contract (shared/api-contract.ts) and names the field at fault; API Gateway\'s JSON-schema validator would be a second copy to drift.' });
    this.domainName = props.privateOrigin?.domainName ?? `${this.restApi.ref}.execute-api.${Stack.of(this).region}.${Stack.of(this).urlSuffix}`;
    this.stack = new NestedStack(this, 'Routes', { description: 'League platform streamed API routes: REST resources, methods, authorizer, stage and the streaming functions' });
  }

  /** The streamed routes of each function (its streaming twin answers them), the authorizer, the deployment and the stage. */
  addRoutes(auth: ApiRouteAuth, twins: Partial<Record<keyof typeof API_FUNCTIONS, LeagueFunction>>): void {
    const api = apigateway.RestApi.fromRestApiAttributes(this.stack, 'Api', { restApiId: this.restApi.ref, rootResourceId: this.restApi.attrRootResourceId });
    const authorizer = new apigateway.CognitoUserPoolsAuthorizer(this.stack, 'CognitoAuthorizer', {
      cognitoUserPools: [auth.userPool],
      identitySource: apigateway.IdentitySource.header('Authorization'),
    });
    const methods: apigateway.Method[] = [];
    const methodOptions: Record<string, apigateway.MethodDeploymentOptions> = {};
    // What each method is made of: the deployment's logical id carries it (below).
    const deployed: unknown[] = [];
    for (const [name, twin] of Object.entries(twins) as [keyof typeof API_FUNCTIONS, LeagueFunction][]) {
      // The authorizer takes any client of the pool; the function takes only the web client's tokens, as the HTTP
      // API's JWT authorizer does with its audience (functions/lib/rest-event.ts).
      twin.fn.addEnvironment('USER_POOL_CLIENT_ID', auth.userPoolClient.userPoolClientId);
      for (const routeName of STREAMED_ROUTES[name] ?? []) {
        const route = ROUTES[routeName];
        if (!route.auth) throw new Error(`Streamed route '${routeName}' must require sign-in: the REST API has only the Cognito authorizer (streaming-api.ts)`);
        const integration: apigateway.LambdaIntegrationOptions = {
          responseTransferMode: apigateway.ResponseTransferMode.STREAM,
          timeout: STREAMING_FUNCTION.timeout,
          // One invoke permission for the deployed stage; no extra one for the console's test invocations.
          allowTestInvoke: false,
        };
        const options = { authorizationType: apigateway.AuthorizationType.COGNITO, authorizationScopes: STREAM_AUTH_SCOPES };
        methods.push(api.root.resourceForPath(route.path).addMethod(route.method, new apigateway.LambdaIntegration(twin.fn as lambda.IFunction, integration), { authorizer, ...options }));
        deployed.push({ key: routeKey(route), fn: twin.fn.functionArn, ...integration, timeout: STREAMING_FUNCTION.timeout.toSeconds(), ...options });
        const limit = classThrottle(throttleClassOf(routeName), this.plannedLeagues);
        methodOptions[`${route.path}/${route.method}`] = { throttlingRateLimit: limit.rateLimit, throttlingBurstLimit: limit.burstLimit };
      }
    }
    // CDK renames the deployment of an API it owns whenever a method changes; this API is imported here, so its
    // deployment's logical id carries the methods itself: a new, moved or changed method makes a new deployment,
    // which the stage then points at (a stage keeps serving the deployment it has until then).
    const deployment = new apigateway.Deployment(this.stack, 'Deployment', { api, description: 'Streamed routes' });
    deployment.addToLogicalId({ methods: deployed, pool: auth.userPool.userPoolArn });
    for (const m of methods) deployment.node.addDependency(m);
    this.stage = new apigateway.Stage(this.stack, 'Stage', {
      deployment,
      stageName: STREAM_STAGE,
      // Like the HTTP API: each route's own limit from its class, a stage default for anything else.
      throttlingRateLimit: 100,
      throttlingBurstLimit: 200,
      methodOptions,
      metricsEnabled: true,
    });
    // On the private origin, /stream/... is this stage (the HTTP API keeps the rest of the domain).
    if (this.privateOrigin) {
      new apigwv2.CfnApiMapping(this.stack, 'PrivateOriginMapping', {
        apiId: this.restApi.ref, domainName: this.privateOrigin.name, stage: this.stage.stageName, apiMappingKey: STREAM_STAGE,
      }).node.addDependency(this.stage);
    }
    Validations.of(this.stage).acknowledge(
      { id: 'AwsSolutions-APIG1', reason: 'Every streamed request is logged by the function on one structured line (route, status, latency, streamed: functions/lib/stream-http.ts) and the stage publishes its request, 4XX and 5XX metrics; a REST stage\'s access log needs the account-wide API Gateway CloudWatch role (AWS::ApiGateway::Account), a regional singleton the stages of one account would overwrite.' },
      { id: 'AwsSolutions-APIG6', reason: 'Execution logging needs the same account-wide CloudWatch role (see APIG1); the function logs each request and its failures.' },
      { id: 'AwsSolutions-APIG3', reason: 'The web ACL is on CloudFront (edge-stack.ts), which is the only way the app reaches this API; a direct call without CloudFront\'s origin-verify header is refused by the function (functions/lib/origin-verify.ts).' },
    );
  }
}
