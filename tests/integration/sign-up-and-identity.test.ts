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

describe('signing up never tells whether an address has an account', () => {
  const signUpBody = (email: string) => ({ first_name: 'Mallory', last_name: 'Probe', email, password: 'another1' });
  const mailsTo = async (email: string) => (await outbox()).filter((m) => m.to === email);

  it('answers a new address and one with an account alike; the owner is e-mailed that someone tried, and their account is unchanged', async () => {
    const owner = await newUser('Olive', 'Owner');
    const fresh = uniqueEmail('fresh');
    const before = (await mailsTo(owner.email)).length;

    const newcomer = await apiClient(null).post('/api/auth/sign-up', signUpBody(fresh));
    const taken = await apiClient(null).post('/api/auth/sign-up', signUpBody(owner.email));
    const takenOtherCase = await apiClient(null).post('/api/auth/sign-up', signUpBody(owner.email.toUpperCase()));
    expect(newcomer).toEqual({ status: 202, body: { status: 'check_email' } });
    expect(taken).toEqual(newcomer);
    expect(takenOtherCase).toEqual(newcomer);

    // The newcomer gets the confirmation link; the owner a note that someone tried, with a way to sign in.
    expect((await confirmationLink(fresh)).searchParams.get('confirm_email')).toBe(fresh);
    const all = await mailsTo(owner.email); // newest first
    const notes = all.slice(0, all.length - before);
    expect(notes).toHaveLength(2);
    expect(notes[0].subject).toBe('Someone tried to sign up with your e-mail address');
    expect(notes[0].text).toContain('Hi Olive');
    expect(notes[0].text).toContain(`/auth?email=${encodeURIComponent(owner.email)}`);
    expect(notes.every((m) => !/confirm/i.test(m.subject))).toBe(true);
    // The owner's password and name are what they were.
    const again = await signIn(owner.email);
    expect((await apiClient(again.accessToken).get('/api/me')).body.user).toMatchObject({ first_name: 'Olive', last_name: 'Owner' });
  });

  it('sends an address that signed up but never confirmed its confirmation link again, with the same answer', async () => {
    const pending = uniqueEmail('pending');
    expect((await apiClient(null).post('/api/auth/sign-up', signUpBody(pending))).body).toEqual({ status: 'check_email' });
    const first = await confirmationLink(pending);
    expect((await apiClient(null).post('/api/auth/sign-up', signUpBody(pending)))).toEqual({ status: 202, body: { status: 'check_email' } });
    const confirmations = (await mailsTo(pending)).filter((m) => /confirm/i.test(m.subject));
    expect(confirmations).toHaveLength(2);
    const second = await confirmationLink(pending);
    await cognito().send(new ConfirmSignUpCommand({ ClientId: stack().clientId, Username: pending, ConfirmationCode: second.searchParams.get('code')! }));
    expect(first.searchParams.get('confirm_email')).toBe(pending);
    await expect(signIn(pending, 'another1')).resolves.toMatchObject({ accessToken: expect.any(String) });
  });

  it('refuses a sign-up the rules refuse, naming the field, whoever holds the address', async () => {
    const owner = await newUser('Rita', 'Rules');
    for (const email of [uniqueEmail('short'), owner.email]) {
      const r = await apiClient(null).post('/api/auth/sign-up', { ...signUpBody(email), password: '123' });
      expect(r).toMatchObject({ status: 400, body: { code: 'validation', field: 'password', error: 'password: Password must be at least 6 characters' } });
    }
  });
});
