import { ConfirmSignUpCommand } from '@aws-sdk/client-cognito-identity-provider';
import { describe, expect, it } from 'vitest';
import { apiClient, cognito, confirmationLink, newUser, outbox, signIn, signUp, stack, uniqueEmail } from './support/local';

describe('sign-up, confirmation and identity', () => {
  it('sends a confirmation e-mail whose link opens the web app on /auth with the code', async () => {
    const email = uniqueEmail('grace');
    await signUp(email, 'Grace', 'Hopper');
    const [newest] = await outbox();
    expect(newest.to).toBe(email);
    expect(newest.subject).toMatch(/confirm/i);
    const link = await confirmationLink(email);
    expect(link.origin).toBe(stack().url);
    expect(link.pathname).toBe('/auth');
    expect(link.searchParams.get('confirm_email')).toBe(email);
    expect(link.searchParams.get('code')).toMatch(/^\d{6}$/);
    expect(newest.text).toContain(link.href);
  });

  it('refuses sign-in until the e-mail is confirmed, then creates the profile with first and last name', async () => {
    const email = uniqueEmail('alan');
    await signUp(email, 'Alan', 'Turing');
    await expect(signIn(email)).rejects.toThrow(/not confirmed/i);
    const link = await confirmationLink(email);
    await cognito().send(new ConfirmSignUpCommand({
      ClientId: stack().clientId, Username: email, ConfirmationCode: link.searchParams.get('code')!,
    }));
    const { accessToken } = await signIn(email);
    const me = await apiClient(accessToken).get('/api/me');
    expect(me.status).toBe(200);
    expect(me.body.user).toMatchObject({ email, first_name: 'Alan', last_name: 'Turing' });
    expect(me.body.roles).toEqual([]);
  });

  it('answers 401 on protected routes without a token or with a forged one', async () => {
    expect((await apiClient(null).get('/api/me')).status).toBe(401);
    expect((await apiClient(null).post('/api/leagues', { name: 'Nope' })).status).toBe(401);
    const { accessToken } = await newUser('Eve');
    const [h, p] = accessToken.split('.');
    const forged = `${h}.${p}.${'A'.repeat(342)}`;
    expect((await apiClient(forged).get('/api/leagues')).status).toBe(401);
  });

  it('accepts neither a token from another app client nor a garbage bearer value', async () => {
    expect((await apiClient('not-a-jwt').get('/api/me')).status).toBe(401);
  });
});
