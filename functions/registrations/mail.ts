// The e-mails of registration: a confirmation with its receipt once paid, a place offered from the waitlist (with
// its payment link and deadline), a player put on a team, and an offline fee still unpaid (reminded, then expired).
import type { RegistrationRecord } from '../data/registrations';
import { mailer } from '../lib/mailer';

const money = (cents: number, currency: string) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(cents / 100);
const esc = (v: string) => v.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

interface Names { leagueName: string; seasonName: string }

export async function mailReceipt(r: RegistrationRecord, n: Names) {
  const a = r.amounts;
  const lines = [
    ['Registration', `${r.kind === 'team' ? `Team ${r.team_name_given ?? ''}`.trim() : `${r.first_name} ${r.last_name}`}, ${n.seasonName}`],
    ['Fee', money(a.fee, a.currency)],
    ...(a.discount ? [['Discount', `−${money(a.discount, a.currency)}${r.discount_code ? ` (${r.discount_code})` : ''}`]] : []),
    ['Paid', money(a.paid, a.currency)],
    ['Receipt number', r.id],
    ['Paid on', (r.paid_at ?? r.updated_at).slice(0, 10)],
  ];
  await mailer().send({
    to: r.email,
    subject: `You are registered: ${n.leagueName}, ${n.seasonName}`,
    text: `Hello ${r.first_name},\n\nYour registration for ${n.leagueName} (${n.seasonName}) is confirmed.\n\nReceipt\n${lines.map(([k, v]) => `${k}: ${v}`).join('\n')}\n`,
    html: `<p>Hello ${esc(r.first_name)},</p><p>Your registration for ${esc(n.leagueName)} (${esc(n.seasonName)}) is confirmed.</p>`
      + `<h2>Receipt</h2><table>${lines.map(([k, v]) => `<tr><th align="left">${esc(k)}</th><td>${esc(v)}</td></tr>`).join('')}</table>`,
  });
}

export async function mailOffer(r: RegistrationRecord, n: Names, url: string) {
  const due = money(r.amounts.total, r.amounts.currency);
  const until = r.offer_expires_at ?? '';
  await mailer().send({
    to: r.email,
    subject: `A place is free for you: ${n.leagueName}, ${n.seasonName}`,
    text: `Hello ${r.first_name},\n\nA place opened in ${n.leagueName} (${n.seasonName}). Pay ${due} before ${until} to take it: ${url}\nAfter that, the place goes to the next person on the waitlist.\n`,
    html: `<p>Hello ${esc(r.first_name)},</p><p>A place opened in ${esc(n.leagueName)} (${esc(n.seasonName)}). Pay ${esc(due)} before ${esc(until)} to take it.</p><p><a href="${esc(url)}">Pay and take the place</a></p><p>After that, the place goes to the next person on the waitlist.</p>`,
  });
}

export async function mailTeamAssigned(r: RegistrationRecord, n: Names, teamName: string, teamUrl: string) {
  await mailer().send({
    to: r.email,
    subject: `You are on ${teamName}`,
    text: `Hello ${r.first_name},\n\nThe organiser of ${n.leagueName} put you on ${teamName} for ${n.seasonName}. Your team: ${teamUrl}\n`,
    html: `<p>Hello ${esc(r.first_name)},</p><p>The organiser of ${esc(n.leagueName)} put you on <strong>${esc(teamName)}</strong> for ${esc(n.seasonName)}.</p><p><a href="${esc(teamUrl)}">Open your team</a></p>`,
  });
}

/** A registration paid offline, still unpaid: what is due and until when (the autopilot's reminder). */
export async function mailPaymentReminder(r: RegistrationRecord, n: Names, until: string, url: string) {
  const due = money(r.amounts.total - r.amounts.paid, r.amounts.currency);
  await mailer().send({
    to: r.email,
    subject: `Payment reminder: ${n.leagueName}, ${n.seasonName}`,
    text: `Hello ${r.first_name},\n\nYour registration for ${n.leagueName} (${n.seasonName}) is not paid yet: ${due} is due. Pay the organiser before ${until}, or your place goes to the next person on the waitlist. Your registration: ${url}\n`,
    html: `<p>Hello ${esc(r.first_name)},</p><p>Your registration for ${esc(n.leagueName)} (${esc(n.seasonName)}) is not paid yet: ${esc(due)} is due. Pay the organiser before ${esc(until)}, or your place goes to the next person on the waitlist.</p><p><a href="${esc(url)}">Your registration</a></p>`,
  });
}

/** An offline fee not paid in time: the registration is cancelled and its place given back. */
export async function mailUnpaidExpired(r: RegistrationRecord, n: Names) {
  await mailer().send({
    to: r.email,
    subject: `Registration expired: ${n.leagueName}, ${n.seasonName}`,
    text: `Hello ${r.first_name},\n\nYour registration for ${n.leagueName} (${n.seasonName}) was not paid in time, so it expired and its place went to the next person. You can register again while registration is open.\n`,
    html: `<p>Hello ${esc(r.first_name)},</p><p>Your registration for ${esc(n.leagueName)} (${esc(n.seasonName)}) was not paid in time, so it expired and its place went to the next person. You can register again while registration is open.</p>`,
  });
}
