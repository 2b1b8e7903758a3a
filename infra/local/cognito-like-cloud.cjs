// Two behaviours of the cloud user pool that cognito-local lacks, added to it so that local sign-in answers as
// the cloud does (infra/cloud/constructs/auth.ts):
// - signInCaseSensitive: false. An e-mail address in any capitals names the same account: at sign-in, sign-up
//   (a second account in other capitals is refused), confirmation and password reset.
// - PreventUserExistenceErrors: ENABLED on the app client. Sign-in with an unknown e-mail answers exactly like a
//   wrong password ('Incorrect username or password.'), and a password reset for an unknown e-mail answers like one
//   for a real account (and sends nothing), so nobody can find out which addresses have accounts.
const path = require('node:path');

function patchCaseInsensitiveUsernames(cognitoLocalDir) {
  const lib = (p) => require(path.join(cognitoLocalDir, 'lib', p));
  const { UserPoolServiceImpl } = lib('services/userPoolService');
  const original = UserPoolServiceImpl.prototype.getUserByUsername;
  UserPoolServiceImpl.prototype.getUserByUsername = async function getUserByUsername(ctx, username) {
    const exact = await original.call(this, ctx, username);
    if (exact || typeof username !== 'string') return exact;
    const wanted = username.toLowerCase();
    const users = await this.dataStore.get(ctx, 'Users', {});
    const emailAlias = this.options.UsernameAttributes?.includes('email');
    return Object.values(users).find((user) => user.Username.toLowerCase() === wanted
      || (emailAlias && (user.Attributes ?? []).some((a) => a.Name === 'email' && String(a.Value).toLowerCase() === wanted))) ?? null;
  };
}

/** What Cognito answers for a user that does not exist, per action, with PreventUserExistenceErrors ENABLED. */
function withoutUserExistenceErrors(cognitoLocalDir, router) {
  const { CognitoError } = require(path.join(cognitoLocalDir, 'lib', 'errors'));
  const wrongCredentials = () => new CognitoError('NotAuthorizedException', 'Incorrect username or password.');
  const codeMismatch = () => new CognitoError('CodeMismatchException', 'Invalid verification code provided, please try again.');
  // Cognito's masked destination, e.g. 'g***@e***'.
  const masked = (email) => {
    const [name = '', domain = ''] = String(email ?? '').split('@');
    return `${name.slice(0, 1)}***@${domain.slice(0, 1)}***`;
  };
  const unknownUser = (err) => err instanceof CognitoError && err.code === 'UserNotFoundException';
  const passwordRefusal = (err) => err instanceof CognitoError
    && (err.code === 'UserNotFoundException' || err.code === 'InvalidPasswordException'
      || (err.code === 'NotAuthorizedException' && err.message === 'User not authorized'));

  return (target) => {
    const handler = router(target);
    return async (ctx, req) => {
      try {
        const res = await handler(ctx, req);
        // Cognito names where a code went only masked ('g***@e***'), for real and unknown accounts alike.
        if (res?.CodeDeliveryDetails?.Destination) {
          return { ...res, CodeDeliveryDetails: { ...res.CodeDeliveryDetails, Destination: masked(res.CodeDeliveryDetails.Destination) } };
        }
        return res;
      } catch (err) {
        const passwordFlow = req?.AuthFlow === 'USER_PASSWORD_AUTH' || req?.AuthFlow === 'ADMIN_USER_PASSWORD_AUTH' || req?.AuthFlow === 'ADMIN_NO_SRP_AUTH';
        if ((target === 'InitiateAuth' || target === 'AdminInitiateAuth') && passwordFlow && passwordRefusal(err)) throw wrongCredentials();
        if ((target === 'ForgotPassword' || target === 'ResendConfirmationCode') && unknownUser(err)) {
          return { CodeDeliveryDetails: { AttributeName: 'email', DeliveryMedium: 'EMAIL', Destination: masked(req.Username) } };
        }
        if (target === 'ConfirmForgotPassword' && unknownUser(err)) throw codeMismatch();
        if (target === 'ConfirmSignUp' && err instanceof CognitoError && err.code === 'NotAuthorizedException') throw codeMismatch();
        throw err;
      }
    };
  };
}

module.exports = { patchCaseInsensitiveUsernames, withoutUserExistenceErrors };
