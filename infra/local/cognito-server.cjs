// cognito-local's own start-up (lib/server/defaults.js), with three changes: e-mails go to the local outbox
// (a JSON-lines file the gateway serves at /__dev/outbox) instead of only to the console, its JSON files
// (the user pools, clients, config) are written so that a crash or kill -9 never loses or breaks them, and it
// answers like the cloud pool (case-insensitive e-mails, no user-existence errors: cognito-like-cloud.cjs).
// Run with the cognito state folder as the working directory; env PORT, OUTBOX_FILE.
const fs = require('node:fs');
const path = require('node:path');
const cognitoLocalDir = path.dirname(require.resolve('cognito-local/package.json'));
const lib = (p) => require(path.join(cognitoLocalDir, 'lib', p));
const AWS = require('aws-sdk');
const pino = require('pino');
const services = lib('services');
const { CognitoServiceFactoryImpl } = lib('services/cognitoService');
const { CryptoService } = lib('services/crypto');
const { StormDBDataStoreFactory } = lib('services/dataStore/stormDb');
const { MessageDeliveryService } = lib('services/messageDelivery/messageDelivery');
const { otp } = lib('services/otp');
const { JwtTokenGenerator } = lib('services/tokenGenerator');
const { UserPoolServiceFactoryImpl } = lib('services/userPoolService');
const { loadConfig } = lib('server/config');
const { Router } = lib('server/Router');
const { createServer } = lib('server/server');

const outboxFile = process.env.OUTBOX_FILE;

// Every JSON file cognito-local keeps (user pools, clients, config) is written atomically, one write at a time,
// with a bounded number of refresh tokens per user: see cognito-durable-store.cjs.
const { makeDurable, STATE_ERROR } = require('./cognito-durable-store.cjs');
makeDurable(require(require.resolve('stormdb', { paths: [cognitoLocalDir] })).localFileEngine);

const { patchCaseInsensitiveUsernames, withoutUserExistenceErrors } = require('./cognito-like-cloud.cjs');
patchCaseInsensitiveUsernames(cognitoLocalDir);

/** A readable plain-text rendering of our HTML e-mails: links keep their address. */
function htmlToText(html) {
  return html
    .replace(/<a [^>]*href="([^"]+)"[^>]*>([^<]*)<\/a>/g, '$2: $1')
    .replace(/<\/p>|<br\s*\/?>/g, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&#(\d+);/g, (_, n) => String.fromCharCode(Number(n)))
    .replace(/&amp;/g, '&')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

class OutboxMessageSender {
  sendEmail(ctx, user, destination, message) {
    const html = message.emailMessage ?? '';
    const entry = {
      to: destination,
      subject: message.emailSubject ?? '',
      text: htmlToText(html),
      html,
      created_at: new Date().toISOString(),
    };
    fs.appendFileSync(outboxFile, `${JSON.stringify(entry)}\n`);
    ctx.logger.info(`e-mail to ${destination}: ${entry.subject}`);
    return Promise.resolve();
  }
  sendSms(ctx, user, destination) {
    ctx.logger.info(`SMS to ${destination} not delivered: SMS is not used by this product`);
    return Promise.resolve();
  }
}

async function main() {
  const logger = pino({ level: process.env.DEBUG ? 'debug' : 'info' });
  const ctx = { logger };
  const configDirectory = '.cognito';
  const dataDirectory = `${configDirectory}/db`;
  const config = await loadConfig(ctx, new StormDBDataStoreFactory(configDirectory));
  const clock = new services.DateClock();
  const dataStoreFactory = new StormDBDataStoreFactory(dataDirectory);
  const cognitoServiceFactory = new CognitoServiceFactoryImpl(dataDirectory, dataStoreFactory,
    new UserPoolServiceFactoryImpl(clock, dataStoreFactory));
  const cognitoClient = await cognitoServiceFactory.create(ctx, config.UserPoolDefaults);
  const triggers = new services.TriggersService(clock, cognitoClient,
    new services.LambdaService(config.TriggerFunctions, new AWS.Lambda(config.LambdaClient)),
    new CryptoService(config.KMSConfig));
  const all = {
    clock,
    cognito: cognitoClient,
    config,
    messages: new services.MessagesService(triggers, new MessageDeliveryService(new OutboxMessageSender())),
    otp,
    tokenGenerator: new JwtTokenGenerator(clock, triggers, config.TokenConfig),
    triggers,
  };
  const server = await createServer(withoutUserExistenceErrors(cognitoLocalDir, Router(all)), logger, config.ServerConfig, all).start();
  const address = server.address();
  logger.info(`Cognito Local running on port ${typeof address === 'string' ? address : address.port}`);
}

main().catch((err) => {
  console.error(err instanceof Error && err.message.startsWith(STATE_ERROR) ? err.message : err);
  process.exit(1);
});
