import {
  ConfirmSignUpCommand, ForgotPasswordCommand, InitiateAuthCommand, SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { describe, expect, it } from 'vitest';
import { cognito, confirmationLink, newUser, outbox, signIn, signUp, stack, uniqueEmail } from './support/local';

// The local user pool answers like the cloud one (signInCaseSensitive: false, PreventUserExistenceErrors ENABLED):
// e-mail addresses in any capitals are the same account, and sign-in never tells whether an account exists.

async function refusal(email: string, password: string) {
  try {
    await cognito().send(new InitiateAuthCommand({
      ClientId: stack().clientId, AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: email, PASSWORD: password },
    }));
  } catch (err) {
    const e = err as { name: string; message: string };
    return { name: e.name, message: e.message };
  }
  throw new Error('sign-in was not refused');
}

describe('the local user pool behaves like the cloud pool', () => {
  it('signs in with the e-mail in other capitals than at sign-up', async () => {
    const u = await newUser('Olive');
    const tokens = await signIn(u.email.toUpperCase());
    expect((await (await fetch(`${stack().url}/api/me`, { headers: { authorization: `Bearer ${tokens.accessToken}` } })).json()).user.email).toBe(u.email);
  });

  it('treats an address signed up with capitals as the same account in lower case, and refuses it twice', async () => {
    const email = `Mixed.${uniqueEmail('case')}`.replace('@example.com', '@Example.COM');
    await signUp(email, 'Mix', 'Case');
    await expect(signUp(email.toLowerCase(), 'Mix', 'Case')).rejects.toMatchObject({ name: 'UsernameExistsException' });
    const link = await confirmationLink(email);
    await cognito().send(new ConfirmSignUpCommand({
      ClientId: stack().clientId, Username: email.toLowerCase(), ConfirmationCode: link.searchParams.get('code')!,
    }));
    await expect(signIn(email.toLowerCase())).resolves.toMatchObject({ accessToken: expect.any(String) });
  });

  it('answers an unknown e-mail exactly like a wrong password', async () => {
    const u = await newUser('Known');
    const unknown = await refusal(uniqueEmail('nobody'), 'secret1');
    const wrong = await refusal(u.email, 'not-the-password');
    expect(unknown).toEqual(wrong);
    expect(wrong).toEqual({ name: 'NotAuthorizedException', message: 'Incorrect username or password.' });
  });

  it('answers a password reset for an unknown e-mail like one for a real account, and sends nothing', async () => {
    const u = await newUser('Reset');
    const known = await cognito().send(new ForgotPasswordCommand({ ClientId: stack().clientId, Username: u.email.toUpperCase() }));
    const ghost = uniqueEmail('ghost');
    const unknown = await cognito().send(new ForgotPasswordCommand({ ClientId: stack().clientId, Username: ghost }));
    expect(known.CodeDeliveryDetails).toEqual({ DeliveryMedium: 'EMAIL', AttributeName: 'email', Destination: `${u.email[0]}***@e***` });
    expect(unknown.CodeDeliveryDetails).toMatchObject({ DeliveryMedium: 'EMAIL', AttributeName: 'email', Destination: expect.stringMatching(/^g\*\*\*@e\*\*\*$/) });
    expect((await outbox()).filter((m) => m.to === ghost)).toEqual([]);
  });

  it('still refuses a sign-up whose address is not an e-mail, naming the problem', async () => {
    await expect(cognito().send(new SignUpCommand({
      ClientId: stack().clientId, Username: 'not-an-email', Password: 'secret1',
      UserAttributes: [{ Name: 'given_name', Value: 'No' }, { Name: 'family_name', Value: 'Mail' }],
    }))).rejects.toMatchObject({ name: 'InvalidParameterException' });
  });
});
