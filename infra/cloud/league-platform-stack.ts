// The whole product in one stack per stage (`LeaguePlatform-<stage>`): data, auth, API, web hosting, custom domains
// and alarms, wired so that the only inputs are the stage's settings and optional CDK context values (see
// stack-config.ts). The CloudFront web ACL lives in the stage's us-east-1 edge stack (edge-stack.ts).
import { CfnOutput, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import type { WebConfig } from '../../shared/api-contract';
import { cognitoConnectSources } from '../../shared/security-headers';
import { Alarms } from './constructs/alarms';
import { Api } from './constructs/api';
import { Auth, hostedUiDomainPrefix, hostedUiHost } from './constructs/auth';
import { DataTable } from './constructs/data-table';
import { DomainProvisioning } from './constructs/domain-provisioning';
import { EdgeWebAclReference } from './constructs/edge-web-acl-reference';
import { capPublicConcurrency, publicReservations } from './constructs/function-classes';
import { retainLogsOfEveryFunction, setLogGroupsRemoval, setLogRetention } from './constructs/log-retention';
import { PlanCatalogueSeed } from './constructs/plan-catalogue-seed';
import { SiteBackfill } from './constructs/site-backfill';
import { SiteRebuild } from './constructs/site-rebuild';
import { GameReminders } from './constructs/game-reminders';
import { Autopilot } from './constructs/autopilot';
import { STREAM_STAGE } from './constructs/streaming-api';
import { DEFAULT_ASSISTANT_MODEL_ID, type AssistantModelConfig } from './constructs/assistant-model';
import { Messaging } from './constructs/messaging';
import { MessageEvents } from './constructs/message-events';
import { SiteRender } from './constructs/site-render';
import { TrialReminders } from './constructs/trial-reminders';
import { WebContent } from './constructs/web-content';
import { WebHosting } from './constructs/web-hosting';
import type { LeaguePlatformConfig, StageSettings } from './stack-config';

export interface LeaguePlatformStackProps extends StackProps, LeaguePlatformConfig {
  /** The stage's settings (cdk.json stages.<name>). */
  readonly stage: StageSettings;
  /**
   * Folder with the web builds (admin/ and site/).
   * @default - dist/ at the repository root
   */
  readonly distDir?: string;
}

export class LeaguePlatformStack extends Stack {
  readonly data: DataTable;
  readonly api: Api;
  readonly web: WebHosting;
  readonly auth: Auth;
  readonly domains: DomainProvisioning;
  /** The league sites' pages, rendered on the server for both distributions. */
  readonly site: SiteRender;
  readonly siteBackfill: SiteBackfill;
  /** Rebuilds league sites from the table's stream, off the request path. */
  readonly siteRebuild: SiteRebuild;
  readonly reminders: GameReminders;
  readonly autopilot: Autopilot;
  readonly messaging: Messaging;
  readonly messageEvents: MessageEvents;
  readonly alarms: Alarms;
  readonly trialReminders: TrialReminders;
  /** The stage's assistant model: grantAssistantModel(fn, stack.assistantModel) lets another function call it. */
  readonly assistantModel: AssistantModelConfig;

  constructor(scope: Construct, id: string, props: LeaguePlatformStackProps) {
    super(scope, id, props);
    const { stage } = props;
    setLogRetention(this, stage.logRetentionDays);
    // Production keeps its data when the stack goes; a dev stage can be deleted whole.
    const dataRemoval = stage.retainData ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY;

    this.data = new DataTable(this, 'Data', { removalPolicy: dataRemoval, deletionProtection: stage.retainData });
    const table = this.data.table;
    new PlanCatalogueSeed(this, 'PlanCatalogue', { table });
    // Order matters: CloudFront needs the API as an origin, the app client needs CloudFront's URL for its
    // OAuth redirects, and the API's routes need the app client as their JWT audience.
    this.api = new Api(this, 'Api', {
      table,
      plannedLeagues: stage.plannedLeagues,
      privateOrigin: props.apiOriginDomain
        ? { domainName: props.apiOriginDomain, certificateArn: props.apiOriginCertificateArn!, truststoreUri: props.apiTruststoreUri! }
        : undefined,
    });
    // The hosted UI's host is known before Auth exists (its prefix is not a reference to the pool's domain), so
    // the CSP can allow the browser to reach it without a dependency cycle through the app URL.
    const domainPrefix = hostedUiDomainPrefix(props.cognitoDomainPrefix);
    const webAcl = new EdgeWebAclReference(this, 'EdgeWebAcl', { stage: stage.stage });
    this.site = new SiteRender(this, 'Site', { table, distDir: props.distDir });
    // Every function serving the public (league pages, each /api/public/ function) and its reserved concurrency.
    const publicFunctions = publicReservations(this.site.function, this.api.functions, stage.publicConcurrency);
    this.siteBackfill = new SiteBackfill(this, 'SiteBackfill', { table });
    this.siteRebuild = new SiteRebuild(this, 'SiteRebuild', { table });
    this.web = new WebHosting(this, 'Web', {
      apiDomainName: this.api.domainName,
      originVerifyValue: this.api.originVerifyValue,
      apiClientCertificateArn: props.apiOriginClientCertificateArn,
      siteRender: this.site,
      streamingApi: this.api.streaming,
      webAclArn: webAcl.arn,
      retainLogs: stage.retainData,
      domainName: props.domainName,
      certificateArn: props.certificateArn,
      connectSources: cognitoConnectSources(this.region, hostedUiHost(domainPrefix, this.region)),
    });
    const mailFrom = props.mailFrom ?? `no-reply@${props.domainName ?? 'example.com'}`;
    // Every e-mail goes through one configuration set: its deliveries, bounces and complaints come back (Messages).
    this.messageEvents = new MessageEvents(this, 'MessageEvents', { table });
    const mail = {
      from: mailFrom, identity: props.sesIdentity ?? mailFrom.split('@')[1], region: props.sesRegion ?? this.region,
      configurationSet: this.messageEvents.configurationSet.configurationSetName,
    };
    this.auth = new Auth(this, 'Auth', {
      table,
      removalPolicy: dataRemoval,
      // Only an operator-given sender is an SES identity that exists; without one the pool keeps Cognito's sender.
      mail: props.mailFrom ? mail : undefined,
      wafRateLimit: stage.wafRateLimit,
      appUrl: this.web.appUrl,
      domainPrefix,
      google: props.googleClientId
        ? { clientId: props.googleClientId, clientSecretName: props.googleClientSecretName! }
        : undefined,
    });
    this.api.addRoutes({ userPool: this.auth.userPool, userPoolClient: this.auth.webClient });
    this.api.enableMail(this.web.appUrl, mail);
    this.api.enableUploads(this.web.uploadsBucket, this.web.appUrl);
    // Plan invoices: the operator as seller, and Stripe Tax on or off (its PDFs are binary answers: API Gateway's
    // HTTP API passes a Lambda's isBase64Encoded body through as bytes, with no binary media types to declare).
    this.api.enableBilling({ seller: props.billingSeller, automaticTax: props.automaticTax });
    // Game reminders: a sweep every 5 minutes e-mails each game's players and managers once (infra/cloud/README.md).
    this.reminders = new GameReminders(this, 'GameReminders', { table, signingSecret: this.api.cursorSecret, appUrl: this.web.appUrl, mail });
    // Billing's sweep: trial reminders hourly, and open registration checkouts reconciled with the provider every 5 minutes.
    this.trialReminders = new TrialReminders(this, 'TrialReminders', { table, appUrl: this.web.appUrl, mail, paymentsSecret: this.api.paymentsSecret });
    // Autopilot: a sweep every 5 minutes runs the automation jobs due (infra/cloud/README.md, Autopilot).
    this.autopilot = new Autopilot(this, 'Autopilot', { table, paymentsSecret: this.api.paymentsSecret, signingSecret: this.api.cursorSecret, appUrl: this.web.appUrl, mail });
    // Texts and pushes: the SMS replies' topic and handler, the VAPID secret; the API functions that text or push
    // and the autopilot sweep (it sends what quiet hours held) may send.
    this.messaging = new Messaging(this, 'Messaging', { table, smsOriginationIdentity: props.smsOriginationIdentity, vapidPublicKey: props.vapidPublicKey });
    this.api.enableMessaging(this.messaging, { email: props.contactEmail, operators: props.supportOperators });
    this.messaging.grantSending(this.autopilot.sweeper, { sms: true, push: true });
    // The assistant's model, per stage (cdk.json assistantModelId), with its guardrail when one is set.
    this.assistantModel = {
      modelId: props.assistantModelId ?? DEFAULT_ASSISTANT_MODEL_ID,
      ...(props.assistantGuardrailId ? { guardrail: { id: props.assistantGuardrailId, version: props.assistantGuardrailVersion! } } : {}),
    };
    this.api.enableAssistantModel(this.assistantModel);
    // League custom domains: a multi-tenant distribution (one tenant per domain) and the function provisioning them.
    this.domains = new DomainProvisioning(this, 'Domains', {
      table,
      bucket: this.web.bucket,
      logBucket: this.web.logBucket,
      apiDomainName: this.api.domainName,
      originVerifyValue: this.api.originVerifyValue,
      apiClientCertificateArn: props.apiOriginClientCertificateArn,
      responseHeadersPolicy: this.web.securityHeaders,
      framableHeadersPolicy: this.web.framableHeaders,
      webAclArn: webAcl.arn,
      siteRender: this.site,
    });
    this.alarms = new Alarms(this, 'Alarms', {
      email: props.alarmEmail,
      functions: {
        ...Object.fromEntries(Object.entries(this.api.functions).map(([name, f]) => [`Api${name.charAt(0).toUpperCase()}${name.slice(1)}`, f.fn])),
        ...Object.fromEntries(Object.entries(this.api.streamFunctions).map(([name, f]) => [`Api${name.charAt(0).toUpperCase()}${name.slice(1)}Streaming`, f.fn])),
        CustomMessage: this.auth.customMessageFunction.fn,
        PostConfirmation: this.auth.postConfirmationFunction.fn,
        DomainProvisioner: this.domains.provisioner.fn,
        SiteRender: this.site.function.fn,
        SiteBackfill: this.siteBackfill.function.fn,
        SiteRebuild: this.siteRebuild.function.fn,
        GameReminders: this.reminders.sweeper.fn,
        TrialReminders: this.trialReminders.function.fn,
        Autopilot: this.autopilot.sweeper.fn,
        SesEvents: this.messageEvents.handler.fn,
      },
      apiStage: this.api.stage,
      ...(this.api.streaming ? { streamingApi: { apiName: this.api.streaming.apiName, stage: STREAM_STAGE } } : {}),
      apiAccessLogs: this.api.accessLogs,
      deadLetterQueue: this.domains.deadLetterQueue,
      streamFunction: this.domains.provisioner.fn,
      siteRebuild: { fn: this.siteRebuild.function.fn, deadLetterQueue: this.siteRebuild.deadLetterQueue },
      table,
      quotas: stage.quotas,
      // The public functions' reservations (capPublicConcurrency below): an alarm at 80 % of each.
      ...(stage.publicConcurrency > 0 ? { reserved: publicFunctions } : {}),
    });

    const config: WebConfig = {
      region: this.region,
      userPoolId: this.auth.userPool.userPoolId,
      userPoolClientId: this.auth.webClient.userPoolClientId,
      oauthDomain: this.auth.oauthDomain,
      googleEnabled: this.auth.googleEnabled,
      appUrl: this.web.appUrl,
      // Custom domains are served by distribution tenants, reached through the connection group's endpoint.
      cnameTarget: this.domains.routingEndpoint,
      ...(props.contactEmail ? { contactEmail: props.contactEmail } : {}),
      ...(props.vapidPublicKey ? { vapidPublicKey: props.vapidPublicKey } : {}),
      // Paying by card is offered once the operator has put the provider's keys in and said so (-c payments=on).
      ...(props.payments === 'on' ? { payments: true } : {}),
    };
    new WebContent(this, 'WebContent', {
      bucket: this.web.bucket,
      distribution: this.web.distribution,
      config,
      distDir: props.distDir,
    });

    new CfnOutput(this, 'ApiUrl', { value: this.api.stage.url, description: 'HTTP API endpoint: answers 403 unless reached through CloudFront (AppUrl/api)' });
    new CfnOutput(this, 'AlarmTopicArn', { value: this.alarms.topic.topicArn, description: 'SNS topic every alarm notifies' });
    new CfnOutput(this, 'AppUrl', { value: this.web.appUrl, description: 'Admin app' });
    new CfnOutput(this, 'UserPoolId', { value: this.auth.userPool.userPoolId });
    new CfnOutput(this, 'UserPoolClientId', { value: this.auth.webClient.userPoolClientId });
    new CfnOutput(this, 'TableName', { value: table.tableName });
    new CfnOutput(this, 'DistributionDomainName', {
      value: this.web.distribution.distributionDomainName,
      description: 'CNAME target for the admin domain',
    });
    new CfnOutput(this, 'LeagueDomainsCnameTarget', {
      value: this.domains.routingEndpoint,
      description: 'CNAME target for league custom domains (routing endpoint of the league-sites connection group)',
    });
    // Last: CDK's own custom-resource handlers exist only now; give their log groups the stage's retention. Production
    // keeps every log group when the stack is deleted; a dev stage deletes them with it.
    capPublicConcurrency(publicFunctions, stage.publicConcurrency);
    retainLogsOfEveryFunction(this, dataRemoval);
    setLogGroupsRemoval(this, dataRemoval);
  }
}
