import { expect, type APIRequestContext } from '@playwright/test';

export interface OutboxMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  created_at: string;
}

/**
 * The newest e-mail to `to` in the local stack's dev outbox (GET /__dev/outbox, newest first), waiting for it to
 * arrive; `matches` narrows which e-mail (say, by subject).
 */
export async function waitForMail(request: APIRequestContext, to: string, matches: (m: OutboxMessage) => boolean = () => true): Promise<OutboxMessage> {
  let found: OutboxMessage | undefined;
  await expect
    .poll(
      async () => {
        const res = await request.get('/__dev/outbox');
        if (!res.ok()) return undefined;
        const mails = (await res.json()) as OutboxMessage[];
        found = mails.find((m) => (Array.isArray(m.to) ? m.to.includes(to) : m.to === to) && matches(m));
        return found?.to;
      },
      { message: `e-mail to ${to}`, timeout: 15_000 },
    )
    .toBeTruthy();
  return found!;
}

/** The path and query of the /auth?confirm_email=...&code=... link in a confirmation e-mail. */
export function confirmationPath(mail: OutboxMessage): string {
  for (const body of [mail.text ?? '', mail.html ?? '']) {
    const match = body.replace(/&amp;/g, '&').match(/(?:https?:\/\/[^\s"'<>]+)?\/auth\?confirm_email=[^\s"'<>]+/);
    if (match) {
      const url = new URL(match[0], 'http://placeholder');
      return url.pathname + url.search;
    }
  }
  throw new Error(`No confirmation link in the e-mail to ${mail.to}: ${mail.text || mail.html}`);
}

/** Every invitation token e-mailed to `to`, oldest first (the link is {origin}/invite/{token}). */
export async function invitationTokens(request: APIRequestContext, to: string): Promise<string[]> {
  const mails = (await (await request.get('/__dev/outbox')).json()) as OutboxMessage[];
  return mails
    .filter((m) => m.to === to)
    .map((m) => /\/invite\/([A-Za-z0-9._-]+)/.exec(m.text ?? '')?.[1])
    .filter((t): t is string => Boolean(t))
    .reverse();
}

/** The path of the newest invitation link e-mailed to `to`, waiting for it to arrive. */
export async function invitationPath(request: APIRequestContext, to: string): Promise<string> {
  const mail = await waitForMail(request, to, (m) => /\/invite\//.test(m.text ?? ''));
  const token = /\/invite\/([A-Za-z0-9._-]+)/.exec(mail.text)![1];
  return `/invite/${token}`;
}

/** `user` accepts every invitation e-mailed to them, oldest first, through the API as themself. */
export async function acceptAllInvitations(
  request: APIRequestContext, user: { email: string; post: (path: string, data: unknown) => Promise<{ status: number }> },
): Promise<void> {
  for (const token of await invitationTokens(request, user.email)) {
    const r = await user.post(`/api/invitations/${token}/accept`, {});
    expect(r.status, `accepting an invitation to ${user.email}`).toBe(200);
  }
}
