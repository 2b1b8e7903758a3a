// The HTTP API (design §5): one Lambda function per entry of API_FUNCTIONS in functions/routes.ts, one route per
// entry of ROUTES in shared/api-contract.ts. Adding a route or a function there is all it takes to deploy it.
import { RemovalPolicy, Stack, Validations, type CfnElement } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import * as apigwv2 from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpUserPoolAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import * as cognito from 'aws-cdk-lib/aws-cognito';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as logs from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { ROUTES, type RouteName } from '../../../shared/api-contract';
import { API_FUNCTIONS, type ApiFunctionDef } from '../../../functions/routes';
import { LeagueFunction } from './league-function';

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
   * @default logs.RetentionDays.THREE_MONTHS
   */
  readonly accessLogRetention?: logs.RetentionDays;
}

export interface ApiRouteAuth {
  readonly userPool: cognito.IUserPool;
  /** Tokens must have been issued to this client (its id is the JWT audience). */
  readonly userPoolClient: cognito.IUserPoolClient;
}

const pascal = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

export class Api extends Construct {
  readonly httpApi: apigwv2.HttpApi;
  readonly stage: apigwv2.HttpStage;
  /** The API's execute-api host name, for use as a CloudFront origin. */
  readonly domainName: string;
  readonly functions: Record<keyof typeof API_FUNCTIONS, LeagueFunction>;
  private readonly integrations = new Map<string, HttpLambdaIntegration>();
  private routesAdded = false;

  constructor(scope: Construct, id: string, props: ApiProps) {
    super(scope, id);
    const stack = Stack.of(this);

    // Browsers reach the API through CloudFront on the app's own origin, so no CORS configuration is needed.
    this.httpApi = new apigwv2.HttpApi(this, 'HttpApi', {
      description: 'League platform API (served to browsers under /api/* of the app domain)',
      createDefaultStage: false,
    });
    const accessLogs = new logs.LogGroup(this, 'AccessLogs', {
      retention: props.accessLogRetention ?? logs.RetentionDays.THREE_MONTHS,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    this.stage = new apigwv2.HttpStage(this, 'DefaultStage', {
      httpApi: this.httpApi,
      stageName: '$default',
      autoDeploy: true,
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
    this.domainName = `${this.httpApi.apiId}.execute-api.${stack.region}.${stack.urlSuffix}`;

    const tableResource = props.table.node.defaultChild as CfnElement | undefined;
    const tableLogicalId = tableResource ? stack.getLogicalId(tableResource) : undefined;
    const functions: Partial<Record<keyof typeof API_FUNCTIONS, LeagueFunction>> = {};
    for (const [name, def] of Object.entries(API_FUNCTIONS) as [keyof typeof API_FUNCTIONS, ApiFunctionDef][]) {
      const fn = new LeagueFunction(this, `${pascal(name)}Function`, {
        entry: def.entry,
        description: `API: ${def.routes.map((r) => apigwv2.HttpRouteKey.with(ROUTES[r].path, apigwv2.HttpMethod[ROUTES[r].method]).key).join(', ')}`.slice(0, 256),
        environment: { TABLE_NAME: props.table.tableName },
      });
      // Least privilege: a function declared 'read' can never write, whatever its code tries.
      if (def.table === 'readwrite') props.table.grantReadWriteData(fn.fn);
      else props.table.grantReadData(fn.fn);
      if (tableLogicalId) Validations.of(fn.role).acknowledge({
        id: `AwsSolutions-IAM5[Resource::<${tableLogicalId}.Arn>/index/*]`,
        reason: 'Queries through the table\'s global secondary indexes (gsi1, gsi2); the wildcard covers only this table\'s indexes, with the same actions as on the table.',
      });
      functions[name] = fn;
      this.integrations.set(name, new HttpLambdaIntegration(`${pascal(name)}Integration`, fn.fn));
    }
    this.functions = functions as Record<keyof typeof API_FUNCTIONS, LeagueFunction>;
  }

  /**
   * Adds every route of every function. Separate from the constructor because the JWT audience (the web app
   * client) needs the app URL, which needs the CloudFront distribution, which needs this API as its origin.
   */
  addRoutes(auth: ApiRouteAuth): void {
    if (this.routesAdded) throw new Error('Api.addRoutes may be called once');
    this.routesAdded = true;
    // Issuer https://cognito-idp.<region>.amazonaws.com/<poolId>, audience the web client id.
    const jwt = new HttpUserPoolAuthorizer('CognitoJwt', auth.userPool, { userPoolClients: [auth.userPoolClient] });
    const none = new apigwv2.HttpNoneAuthorizer();
    for (const [name, def] of Object.entries(API_FUNCTIONS) as [keyof typeof API_FUNCTIONS, ApiFunctionDef][]) {
      for (const routeName of def.routes as RouteName[]) {
        const route = ROUTES[routeName];
        const httpRoute = new apigwv2.HttpRoute(this, `${pascal(routeName)}Route`, {
          httpApi: this.httpApi,
          routeKey: apigwv2.HttpRouteKey.with(route.path, apigwv2.HttpMethod[route.method]),
          integration: this.integrations.get(name)!,
          authorizer: route.auth ? jwt : none,
        });
        if (!route.auth) {
          Validations.of(httpRoute).acknowledge(
            { id: 'AwsSolutions-APIG4', reason: `${route.method} ${route.path} is public by contract (auth: false in shared/api-contract.ts): it serves published league pages to anonymous visitors.` },
          );
        }
      }
    }
  }
}
