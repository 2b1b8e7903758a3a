// Support that answers (issue 45 point 6) against the real local stack: a request is stored and e-mailed to the
// operators' address (the stage's contact address, support@localhost here), an operator's reply reaches its author
// by e-mail and in the request, nobody else reads it, and a plan with priority support marks it with its promise.
import { ConfirmSignUpCommand } from '@aws-sdk/client-cognito-identity-provider';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiClient, cognito, confirmationLink, newUser, outbox, signIn, signUp, stack } from './support/local';

type User = Awaited<ReturnType<typeof newUser>>;
const tag = Math.random().toString(36).slice(2, 8);
const OPERATORS_INBOX = 'support@localhost';
let operator: User;

/** An operator: an account of the domain the local stack lists in SUPPORT_OPERATORS. */
async function operatorUser(): Promise<User> {
  const email = `ops-${tag}@operators.test`;
  await signUp(email, 'Olive', 'Operator');
  const link = await confirmationLink(email);
  await cognito().send(new ConfirmSignUpCommand({ ClientId: stack().clientId, Username: link.searchParams.get('confirm_email')!, ConfirmationCode: link.searchParams.get('code')! }));
  const tokens = await signIn(email);
  return { email, ...tokens, api: apiClient(tokens.accessToken) };
}

const request = { topic: 'billing', subject: `Invoice question ${tag}`, body: 'My March invoice shows two charges. Which one is right?' };

beforeAll(async () => { operator = await operatorUser(); }, 60_000);

describe('support requests', () => {
  it('a request reaches the operators\' outbox, an operator answers, and its author sees the reply in the request and by e-mail', async () => {
    const author = await newUser('Ann', 'Asker');
    const bad = await author.api.post('/api/support/requests', { ...request, body: 'Help' });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ field: 'body', error: expect.stringContaining('at least 10 characters') });

    const opened = await author.api.post('/api/support/requests', request);
    expect(opened.status).toBe(201);
    const id = opened.body.request.id as string;
    expect(opened.body.request).toMatchObject({ subject: request.subject, status: 'open', priority: false, plan_slug: 'free', response_hours: 72, replies: [] });
    const mail = (await outbox()).filter((m) => m.to === OPERATORS_INBOX && m.subject === `Support request: ${request.subject}`);
    expect(mail).toHaveLength(1);
    expect(mail[0].text).toContain(author.email);
    expect(mail[0].text).toContain(request.body);
    expect(mail[0].text).toContain(id);

    // Nobody but its author and the operators reads or answers it.
    const stranger = await newUser('Sam', 'Stranger');
    expect((await stranger.api.get(`/api/support/requests/${id}`)).status).toBe(404);
    expect((await stranger.api.post(`/api/support/requests/${id}/replies`, { body: 'I am not an operator' })).status).toBe(404);
    expect((await stranger.api.get('/api/support/requests')).body.requests).toEqual([]);

    const answered = await operator.api.post(`/api/support/requests/${id}/replies`, { body: 'The second charge is a pending hold; it drops off in a day.' });
    expect(answered.status).toBe(201);
    const mine = await author.api.get('/api/support/requests');
    expect(mine.status).toBe(200);
    expect(mine.body.requests).toHaveLength(1);
    expect(mine.body.requests[0]).toMatchObject({ id, status: 'answered', replies: [{ from_operator: true, body: 'The second charge is a pending hold; it drops off in a day.' }] });
    const toAuthor = (await outbox()).filter((m) => m.to === author.email && m.subject === `Re: ${request.subject}`);
    expect(toAuthor).toHaveLength(1);
    expect(toAuthor[0].text).toContain('pending hold');

    // The author writes back: the operators are told, and the request is open again.
    const back = await author.api.post(`/api/support/requests/${id}/replies`, { body: 'Thanks, and the other one?' });
    expect(back.body.request).toMatchObject({ status: 'open', replies: [{ from_operator: true }, { from_operator: false, body: 'Thanks, and the other one?' }] });
    expect((await outbox()).filter((m) => m.to === OPERATORS_INBOX && m.subject === `Re: Support request: ${request.subject}`)).toHaveLength(1);
  });

  it('a plan with priority support marks the request and promises its answer time', async () => {
    const author = await newUser('Pri', 'Ority');
    expect((await author.api.get('/api/support/requests')).body.promise).toEqual({ priority: false, response_hours: 72 });
    expect((await author.api.post('/api/subscription/change-plan', { plan_slug: 'amazing' })).status).toBe(200);
    expect((await author.api.get('/api/support/requests')).body.promise).toEqual({ priority: true, response_hours: 4 });
    const before = Date.now();
    const opened = await author.api.post('/api/support/requests', { ...request, subject: `Urgent ${tag}` });
    expect(opened.body.request).toMatchObject({ priority: true, plan_slug: 'amazing', response_hours: 4 });
    const due = Date.parse(opened.body.request.answer_due_at) - before;
    expect(due).toBeGreaterThan(3.9 * 3_600_000);
    expect(due).toBeLessThan(4.1 * 3_600_000);
    const mail = (await outbox()).filter((m) => m.to === OPERATORS_INBOX && m.subject === `[Priority] Support request: Urgent ${tag}`);
    expect(mail).toHaveLength(1);
    expect(mail[0].text).toContain('priority support');
  });

  it('the operators\' queue lists open requests, priority first then oldest first; an answered one leaves it; anyone else gets 404', async () => {
    const [a, b, p] = await Promise.all(['Queue', 'Queue', 'Paid'].map((n) => newUser(n, 'Asker')));
    expect((await p.api.post('/api/subscription/change-plan', { plan_slug: 'amazing' })).status).toBe(200);
    const open = async (u: User, subject: string) => (await u.api.post('/api/support/requests', { ...request, subject })).body.request.id as string;
    const first = await open(a, `Queue first ${tag}`);
    const second = await open(b, `Queue second ${tag}`);
    const urgent = await open(p, `Queue urgent ${tag}`);
    const ours = async () => {
      const r = await operator.api.get('/api/support/queue');
      expect(r.status).toBe(200);
      return (r.body.requests as { id: string }[]).map((q) => q.id).filter((id) => [first, second, urgent].includes(id));
    };
    expect(await ours()).toEqual([urgent, first, second]);
    expect((await operator.api.get('/api/support/requests')).body.operator).toBe(true);

    // Not an operator: the queue does not exist for them (the same 404 for the author of a request in it).
    for (const u of [a, p]) {
      const r = await u.api.get('/api/support/queue');
      expect(r.status).toBe(404);
      expect(JSON.stringify(r.body)).not.toContain('Queue');
      expect((await u.api.get('/api/support/requests')).body.operator).toBe(false);
    }

    expect((await operator.api.post(`/api/support/requests/${first}/replies`, { body: 'Answered.' })).status).toBe(201);
    expect(await ours()).toEqual([urgent, second]);
    // Its author writes back: open again, in its first place.
    expect((await a.api.post(`/api/support/requests/${first}/replies`, { body: 'One more thing.' })).status).toBe(201);
    expect(await ours()).toEqual([urgent, first, second]);
  });

  it('erasing an account erases the requests it opened and their replies', async () => {
    const author = await newUser('Gone', 'Soon');
    const id = (await author.api.post('/api/support/requests', { ...request, subject: `Erase me ${tag}` })).body.request.id as string;
    expect((await operator.api.post(`/api/support/requests/${id}/replies`, { body: 'Noted.' })).status).toBe(201);
    expect((await operator.api.get(`/api/support/requests/${id}`)).status).toBe(200);
    expect((await author.api.post('/api/me/delete', { confirm_email: author.email })).status).toBe(204);
    expect((await operator.api.get(`/api/support/requests/${id}`)).status).toBe(404);
  });
});
