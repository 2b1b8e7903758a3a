// The sign-up and password-reset e-mails. Cognito replaces codeParameter ({####}) with the real code; it must
// appear exactly once in each body, so the link carries it and the text refers to the link.
export interface EmailContent { subject: string; text: string; html: string }

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function confirmationEmail(appUrl: string, email: string, firstName: string, codeParameter: string): EmailContent {
  const link = `${appUrl.replace(/\/$/, '')}/auth?confirm_email=${encodeURIComponent(email)}&code=${codeParameter}`;
  const name = firstName || 'there';
  return {
    subject: 'Confirm your League Platform account',
    text: `Hi ${name},\n\nConfirm your account to finish signing up:\n${link}\n\nIf you did not sign up, ignore this e-mail.`,
    html: `<p>Hi ${escapeHtml(name)},</p><p>Confirm your account to finish signing up:</p>`
      + `<p><a href="${link}">Confirm my account</a></p><p>If you did not sign up, ignore this e-mail.</p>`,
  };
}

export function passwordResetEmail(firstName: string, codeParameter: string): EmailContent {
  const name = firstName || 'there';
  return {
    subject: 'Your League Platform password reset code',
    text: `Hi ${name},\n\nYour password reset code is ${codeParameter}\n\nIf you did not ask to reset your password, ignore this e-mail.`,
    html: `<p>Hi ${escapeHtml(name)},</p><p>Your password reset code is <strong>${codeParameter}</strong></p>`,
  };
}

/** Sent to the new address of an address change; the old one stays in use until this code is entered. */
export function emailChangeEmail(firstName: string, codeParameter: string): EmailContent {
  const name = firstName || 'there';
  return {
    subject: 'Confirm your new League Platform e-mail address',
    text: `Hi ${name},\n\nYour code to confirm this address is ${codeParameter}\nEnter it on your account page. Until then your old address stays in use.\n\nIf you did not ask for this, ignore this e-mail.`,
    html: `<p>Hi ${escapeHtml(name)},</p><p>Your code to confirm this address is <strong>${codeParameter}</strong></p>`
      + '<p>Enter it on your account page. Until then your old address stays in use.</p><p>If you did not ask for this, ignore this e-mail.</p>',
  };
}
