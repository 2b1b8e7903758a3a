// The e-mail an address's owner gets when someone signs up with it while it already has an account: the sign-up
// itself answers as for a new address (so it never tells who has an account), and the owner learns of it here.
import { escapeHtml } from '../lib/html-text';
import type { Email } from '../lib/mailer';

export function signUpAttemptEmail(appUrl: string, to: string, firstName: string | null): Email {
  const name = firstName || 'there';
  const signIn = `${appUrl}/auth?email=${encodeURIComponent(to)}`;
  return {
    to,
    subject: 'Someone tried to sign up with your e-mail address',
    text: `Hi ${name},\n\nSomeone tried to create a League Platform account with this e-mail address, which already has one. `
      + `Nothing was changed.\n\nIf it was you, sign in instead (the sign-in page can reset a forgotten password):\n${signIn}\n\n`
      + 'If it was not you, you can ignore this e-mail.',
    html: `<p>Hi ${escapeHtml(name)},</p><p>Someone tried to create a League Platform account with this e-mail address, which already has one. `
      + 'Nothing was changed.</p>'
      + `<p>If it was you, <a href="${escapeHtml(signIn)}">sign in</a> instead (the sign-in page can reset a forgotten password).</p>`
      + '<p>If it was not you, you can ignore this e-mail.</p>',
  };
}
