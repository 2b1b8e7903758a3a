// Invitations as the invited person meets them: the newest invitation e-mail to an address in the local outbox,
// its token, and accepting it.
import { expect } from 'vitest';
import { apiClient, outbox } from './local';

/** The token of the newest invitation e-mailed to `email`. */
export async function invitationToken(email: string): Promise<string> {
  const mail = (await outbox()).find((m) => m.to === email.toLowerCase() && /\/invite\//.test(m.text));
  if (!mail) throw new Error(`no invitation e-mail to ${email}`);
  const token = /\/invite\/([^\s"<]+)/.exec(mail.text)?.[1];
  if (!token) throw new Error('the invitation e-mail has no link');
  return token;
}

/** The invited user accepts their newest invitation. */
export async function acceptNewestInvitation(user: { email: string; api: ReturnType<typeof apiClient> }) {
  const token = await invitationToken(user.email);
  const r = await user.api.post(`/api/invitations/${token}/accept`);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body as { league_id: string; team_id: string; kind: string };
}

/** Every invitation e-mailed to `user`, accepted oldest first. */
export async function acceptAllInvitations(user: { email: string; api: ReturnType<typeof apiClient> }) {
  const mails = (await outbox()).filter((m) => m.to === user.email.toLowerCase() && /\/invite\//.test(m.text)).reverse();
  for (const m of mails) {
    const token = /\/invite\/([^\s"<]+)/.exec(m.text)![1];
    const r = await user.api.post(`/api/invitations/${token}/accept`);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
  }
}
