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

// Operations cognito-local (5.3.0) lacks or gets wrong, made to behave as the real service does for this product.
const { Targets } = lib('targets/targets');
const { CognitoError, NotAuthorizedError, InvalidParameterError, UserNotFoundError } = lib('errors');
const jwt = require(require.resolve('jsonwebtoken', { paths: [cognitoLocalDir] }));

/** The user an access token names (cognito-local's own token operations decode, as here; the API verifies). */
async function userOfAccessToken(cognito, ctx, accessToken) {
  const token = jwt.decode(accessToken);
  if (!token || !token.client_id) throw new InvalidParameterError();
  const userPool = await cognito.getUserPoolForClientId(ctx, token.client_id);
  const user = await userPool.getUserByUsername(ctx, token.sub);
  if (!user) throw new NotAuthorizedError();
  return { userPool, user };
}

/** GlobalSignOut: every refresh token of the user is revoked, so no session can be renewed. */
Targets.GlobalSignOut = ({ cognito }) => async (ctx, req) => {
  const { userPool, user } = await userOfAccessToken(cognito, ctx, req.AccessToken);
  await userPool.saveUser(ctx, { ...user, RefreshTokens: [] });
  return {};
};

/**
 * ResendConfirmationCode (cognito-local lacks it): an unconfirmed user gets a new code through the CustomMessage
 * trigger (CustomMessage_ResendCode), as in the cloud; a confirmed one is refused as the service refuses it. A
 * sign-up with an address that signed up but never confirmed sends the link again (functions/account/sign-up.ts).
 */
Targets.ResendConfirmationCode = ({ cognito, messages, otp: newCode }) => async (ctx, req) => {
  const userPool = await cognito.getUserPoolForClientId(ctx, req.ClientId);
  const user = await userPool.getUserByUsername(ctx, req.Username);
  if (!user) throw new UserNotFoundError('User does not exist.');
  if (user.UserStatus === 'CONFIRMED') throw new InvalidParameterError('User is already confirmed.');
  const email = (user.Attributes ?? []).find((a) => a.Name === 'email')?.Value;
  const details = { AttributeName: 'email', DeliveryMedium: 'EMAIL', Destination: email };
  const code = newCode();
  await messages.deliver(ctx, 'ResendCode', req.ClientId, userPool.options.Id, user, code, req.ClientMetadata, details);
  await userPool.saveUser(ctx, { ...user, ConfirmationCode: code });
  return { CodeDeliveryDetails: details };
};

/** AdminUserGlobalSignOut: the same, by user name, for a back end with IAM rights on the pool. */
Targets.AdminUserGlobalSignOut = ({ cognito }) => async (ctx, req) => {
  const userPool = await cognito.getUserPool(ctx, req.UserPoolId);
  const user = await userPool.getUserByUsername(ctx, req.Username);
  if (!user) throw new UserNotFoundError('User does not exist');
  await userPool.saveUser(ctx, { ...user, RefreshTokens: [] });
  return {};
};

/**
 * UpdateUserAttributes with an address that must be verified before it replaces the old one (the cloud pool's
 * keepOriginal): cognito-local keeps the change pending, as the service does, but sends the code to the old
 * address. The service sends it to the new one, which is what proves the person holds it.
 */
const originalUpdateUserAttributes = Targets.UpdateUserAttributes;
Targets.UpdateUserAttributes = (services) => originalUpdateUserAttributes({
  ...services,
  messages: {
    deliver(ctx, source, clientId, userPoolId, user, code, clientMetadata, deliveryDetails) {
      const pending = (user.UnverifiedAttributeChanges ?? []).find((a) => a.Name === 'email');
      if (pending && deliveryDetails && deliveryDetails.AttributeName === 'email') {
        // Mutated in place: the operation answers these details (CodeDeliveryDetailsList) too.
        deliveryDetails.Destination = pending.Value;
        const attributes = user.Attributes.map((a) => (a.Name === 'email' ? { ...a, Value: pending.Value } : a));
        return services.messages.deliver(ctx, source, clientId, userPoolId, { ...user, Attributes: attributes }, code, clientMetadata, deliveryDetails);
      }
      return services.messages.deliver(ctx, source, clientId, userPoolId, user, code, clientMetadata, deliveryDetails);
    },
  },
});

/**
 * ChangePassword as the service answers it: a wrong current password is NotAuthorizedException ("Incorrect username
 * or password."), not cognito-local's InvalidPasswordException, and a new password must meet the pool's length.
 */
Targets.ChangePassword = ({ cognito, clock }) => async (ctx, req) => {
  const token = jwt.decode(req.AccessToken);
  if (!token || !token.client_id) throw new InvalidParameterError();
  const userPool = await cognito.getUserPoolForClientId(ctx, token.client_id);
  const user = await userPool.getUserByUsername(ctx, token.sub);
  if (!user) throw new NotAuthorizedError();
  if (req.PreviousPassword !== user.Password) throw new NotAuthorizedError('Incorrect username or password.');
  const minimum = userPool.options.Policies?.PasswordPolicy?.MinimumLength ?? 8;
  if (typeof req.ProposedPassword !== 'string' || req.ProposedPassword.length < minimum) {
    throw new CognitoError('InvalidPasswordException', 'Password did not conform with policy: Password not long enough');
  }
  await userPool.saveUser(ctx, { ...user, Password: req.ProposedPassword, UserLastModifiedDate: clock.get() });
  return {};
};

/** DescribeUserPool answers UserAttributeUpdateSettings too, as the service does (cognito-local leaves it out). */
const originalDescribeUserPool = Targets.DescribeUserPool;
Targets.DescribeUserPool = (services) => async (ctx, req) => {
  const result = await originalDescribeUserPool(services)(ctx, req);
  const userPool = await services.cognito.getUserPool(ctx, req.UserPoolId);
  return { UserPool: { ...result.UserPool, UserAttributeUpdateSettings: userPool.options.UserAttributeUpdateSettings } };
};

/** UpdateUserPool also takes UserAttributeUpdateSettings, as the service does (cognito-local drops it). */
const originalUpdateUserPool = Targets.UpdateUserPool;
Targets.UpdateUserPool = (services) => async (ctx, req) => {
  const result = await originalUpdateUserPool(services)(ctx, req);
  if (req.UserAttributeUpdateSettings) {
    const userPool = await services.cognito.getUserPool(ctx, req.UserPoolId);
    await userPool.updateOptions(ctx, { ...userPool.options, UserAttributeUpdateSettings: req.UserAttributeUpdateSettings });
  }
  return result;
};

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
