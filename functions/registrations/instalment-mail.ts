// The e-mails of a payment plan: an instalment charged, and an instalment declined (each time: when it is tried
// again, or that no retry is left), with the registration page's link where the registrant pays it with a new card.
import type { InstalmentRecord, RegistrationRecord } from '../data/keys';
import { formatCalendarDate, formatMoney } from '../../shared/registration-format';
import { mailer } from '../lib/mailer';
import { readableMoment } from './mail';

interface Names { leagueName: string; seasonName: string; timeZone?: string | null }
const esc = (v: string) => v.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const of = (r: RegistrationRecord, x: InstalmentRecord) => `Instalment ${x.number} of ${r.instalment_plan?.instalments.length ?? x.number}`;

export async function mailInstalmentPaid(r: RegistrationRecord, x: InstalmentRecord, n: Names, url: string) {
  const a = r.amounts;
  const line = `${of(r, x)} for ${n.leagueName} (${n.seasonName}) was paid: ${formatMoney(x.amount, a.currency)}, due ${formatCalendarDate(x.due_on)}. `
    + `Paid so far ${formatMoney(a.paid, a.currency)} of ${formatMoney(a.total, a.currency)}; still to pay ${formatMoney(a.outstanding, a.currency)}.`;
  await mailer().send({
    to: r.email,
    subject: `${of(r, x)} paid: ${n.leagueName}, ${n.seasonName}`,
    text: `Hello ${r.first_name},\n\n${line}\n\nYour registration: ${url}\n`,
    html: `<p>Hello ${esc(r.first_name)},</p><p>${esc(line)}</p><p><a href="${esc(url)}">Your registration</a></p>`,
  });
}

export async function mailInstalmentFailed(r: RegistrationRecord, x: InstalmentRecord, n: Names, url: string) {
  const due = formatMoney(x.amount, r.amounts.currency);
  const next = x.next_attempt_at
    ? `We will try your card again on ${readableMoment(x.next_attempt_at, r.time_zone ?? n.timeZone)}.`
    : 'We will not try your card again: your place depends on this payment.';
  const line = `${of(r, x)} for ${n.leagueName} (${n.seasonName}), ${due}, could not be charged to your card (${x.failure ?? 'declined'}). ${next} `
    + 'Update your card and pay it now on your registration page.';
  await mailer().send({
    to: r.email,
    subject: `Payment failed: ${of(r, x).toLowerCase()}, ${n.leagueName}`,
    text: `Hello ${r.first_name},\n\n${line}\n\nUpdate your card and pay ${due}: ${url}\n`,
    html: `<p>Hello ${esc(r.first_name)},</p><p>${esc(line)}</p><p><a href="${esc(url)}">Update your card and pay ${esc(due)}</a></p>`,
  });
}
