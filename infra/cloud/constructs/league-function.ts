// One Lambda function built from a TypeScript entry file. Each function gets its own role and log group and
// nothing else: callers add exactly the grants the function needs (least privilege).
import * as path from 'node:path';
import { Duration, RemovalPolicy, Validations } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import * as nodejs from 'aws-cdk-lib/aws-lambda-nodejs';
import * as logs from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { METRICS_NAMESPACE, SERVICE_NAME } from '../../../functions/lib/telemetry-names';
import { REPO_ROOT } from '../paths';
import { BUNDLING } from './bundling';
import { logRetentionOf } from './log-retention';

export interface LeagueFunctionProps {
  /** Source file relative to the repository root; it must export `handler` (or the export named by `handler`). */
  readonly entry: string;
  /**
   * The entry's export Lambda calls (a streaming function's `streamingHandler`, built by awslambda.streamifyResponse).
   * @default 'handler'
   */
  readonly handler?: string;
  /** Shown in the Lambda console so an operator knows what the function serves. */
  readonly description: string;
  /**
   * Environment variables.
   * @default - none
   */
  readonly environment?: Record<string, string>;
  /**
   * @default 512
   */
  readonly memorySize?: number;
  /**
   * @default Duration.seconds(10)
   */
  readonly timeout?: Duration;
  /**
   * How long the function's logs are kept.
   * @default - the stage's log retention (log-retention.ts)
   */
  readonly logRetention?: logs.RetentionDays;
  /**
   * The AWS Parameters and Secrets Lambda Extension, for a function that reads a secret at run time.
   * @default - none
   */
  readonly paramsAndSecrets?: lambda.ParamsAndSecretsLayerVersion;
  /**
   * Repository root that `entry` is relative to.
   * @default - the root of this repository
   */
  readonly repoRoot?: string;
  /**
   * Commands run around esbuild, e.g. to copy a file the function reads beside its bundle.
   * @default - none
   */
  readonly commandHooks?: nodejs.ICommandHooks;
  /**
   * Identifiers esbuild replaces with constants in the bundle (esbuild --define).
   * @default - none
   */
  readonly define?: Record<string, string>;
  /**
   * Imports esbuild leaves out of the bundle (esbuild --external).
   * @default - RUNTIME_PROVIDED (bundling.ts)
   */
  readonly externalModules?: readonly string[];
  /**
   * Import paths esbuild substitutes (esbuild --alias), a relative target resolved from the repository root.
   * @default - none
   */
  readonly alias?: Record<string, string>;
}

export class LeagueFunction extends Construct {
  readonly fn: nodejs.NodejsFunction;
  readonly role: iam.Role;

  constructor(scope: Construct, id: string, props: LeagueFunctionProps) {
    super(scope, id);
    const root = props.repoRoot ?? REPO_ROOT;
    const logGroup = new logs.LogGroup(this, 'Logs', {
      retention: props.logRetention ?? logRetentionOf(this),
      // Logs are operational, not business data; they go with the stack.
      removalPolicy: RemovalPolicy.DESTROY,
    });
    // A role without the AWSLambdaBasicExecutionRole managed policy: it may write to its own log group only.
    this.role = new iam.Role(this, 'Role', {
      assumedBy: new iam.ServicePrincipal('lambda.amazonaws.com'),
      description: `Runs ${props.entry}`,
    });
    logGroup.grantWrite(this.role);

    this.fn = new nodejs.NodejsFunction(this, 'Function', {
      entry: path.join(root, props.entry),
      handler: props.handler ?? 'handler',
      projectRoot: root,
      depsLockFilePath: path.join(root, 'package-lock.json'),
      description: props.description,
      runtime: lambda.Runtime.NODEJS_22_X,
      architecture: lambda.Architecture.ARM_64,
      memorySize: props.memorySize ?? 512,
      timeout: props.timeout ?? Duration.seconds(10),
      role: this.role,
      logGroup,
      // X-Ray: CDK grants the role xray:PutTraceSegments and xray:PutTelemetryRecords for active tracing.
      tracing: lambda.Tracing.ACTIVE,
      paramsAndSecrets: props.paramsAndSecrets,
      // What every function's Powertools middleware reads (functions/lib/observability.ts); an answer or an event
      // holds people's details and tokens, so neither is recorded in a trace or logged.
      environment: {
        POWERTOOLS_SERVICE_NAME: SERVICE_NAME,
        POWERTOOLS_METRICS_NAMESPACE: METRICS_NAMESPACE,
        POWERTOOLS_TRACER_CAPTURE_RESPONSE: 'false',
        POWERTOOLS_LOGGER_LOG_EVENT: 'false',
        ...props.environment,
      },
      bundling: {
        ...BUNDLING,
        mainFields: [...BUNDLING.mainFields],
        externalModules: [...(props.externalModules ?? BUNDLING.externalModules)],
        format: nodejs.OutputFormat.ESM,
        define: props.define,
        esbuildArgs: props.alias ? { '--alias': Object.entries(props.alias).map(([from, to]) => `${from}=${to}`) } : undefined,
        commandHooks: props.commandHooks,
      },
    });
    // The role's only policy must exist before the function runs for the first time.
    this.fn.node.addDependency(this.role);
    // tests/infra/observability.test.ts checks that X-Ray's two actions are all these roles get on every resource.
    Validations.of(this.role).acknowledge({
      id: 'AwsSolutions-IAM5[Resource::*]',
      reason: 'Active X-Ray tracing: xray:PutTraceSegments and xray:PutTelemetryRecords (added by CDK for Tracing.ACTIVE) support no resource-level permissions.',
    });
    Validations.of(this.fn).acknowledge({
      id: 'AwsSolutions-L1',
      reason: 'Pinned to Node.js 22 (LTS), the runtime the bundles target (esbuild target node22) and the local gateway runs the same handlers on; runtime upgrades are a deliberate change with their own test run.',
    });
  }
}
