// The e-mails of registration: a confirmation with its receipt once paid, a place offered from the waitlist (with
// its payment link and deadline), a player put on a team, and an offline fee still unpaid (reminded, then expired).
import type { League } from '../../shared/league-schema';
import type { RegistrationRecord } from '../data/registrations';
import { appUrl } from '../lib/app-url';
import { mailer } from '../lib/mailer';
import { addonLabel } from '../../shared/registration-pricing';

/** A registration's page on the league site: where its registrant sees where they stand and pays. */
export const registrationPageUrl = (league: Pick<League, 'id' | 'custom_slug'>, registrationId: string) =>
  `${appUrl()}/l/${encodeURIComponent(league.custom_slug ?? league.id)}/register?registration=${registrationId}`;

const money = (cents: number, currency: string) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(cents / 100);
const esc = (v: string) => v.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

interface Names { leagueName: string; seasonName: string; timeZone?: string | null }

/**
 * A deadline as the registrant reads it, in their own time zone (their browser's at registration; else the
 * league's): "Tuesday, December 1, 2026 at 12:00 AM CST", never an ISO timestamp.
 */
export function readableMoment(iso: string, timeZone: string | null | undefined): string {
  const f = new Intl.DateTimeFormat('en-US', {
    weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short', timeZone: timeZone || 'UTC',
  });
  const parts = f.formatToParts(new Date(iso));
  const get = (t: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === t)?.value ?? '';
  return `${get('weekday')}, ${get('month')} ${get('day')}, ${get('year')} at ${get('hour')}:${get('minute')} ${get('dayPeriod')} ${get('timeZoneName')}`;
}

const zoneOf = (r: RegistrationRecord, n: Names) => r.time_zone ?? n.timeZone ?? null;

export async function mailReceipt(r: RegistrationRecord, n: Names) {
  const a = r.amounts;
  const lines = [
    ['Registration', `${r.kind === 'team' ? `Team ${r.team_name_given ?? ''}`.trim() : `${r.first_name} ${r.last_name}`}, ${n.seasonName}`],
    ['Fee', money(a.fee, a.currency)],
    ...(a.discount ? [['Discount', `−${money(a.discount, a.currency)}${r.discount_code ? ` (${r.discount_code})` : ''}`]] : []),
    // Each add-on its own line, as on the checkout and the registration page.
    ...(r.addons ?? []).map((l) => [addonLabel(l), money(l.price, a.currency)]),
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

/** A place offered from the waitlist: the link is the registration page, which opens a checkout when they pay (so it works until the deadline). */
export async function mailOffer(r: RegistrationRecord, n: Names, url: string) {
  const due = money(r.amounts.total, r.amounts.currency);
  const until = r.offer_expires_at ? readableMoment(r.offer_expires_at, zoneOf(r, n)) : '';
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

/** Joined the waitlist: their place in line, and that nothing was charged. */
export async function mailWaitlisted(r: RegistrationRecord, n: Names, position: number, url: string) {
  const line = `You are number ${position} on the waitlist for ${n.leagueName} (${n.seasonName}). Nothing has been charged. If a place opens, we e-mail you a link to take it, with a deadline.`;
  await mailer().send({
    to: r.email,
    subject: `You are on the waitlist: ${n.leagueName}, ${n.seasonName}`,
    text: `Hello ${r.first_name},\n\n${line}\n\nYour registration: ${url}\n`,
    html: `<p>Hello ${esc(r.first_name)},</p><p>${esc(line)}</p><p><a href="${esc(url)}">Your registration</a></p>`,
  });
}

/** The page's and the e-mail's words for a refund: "Refunded $30.00 of $36.00". */
export const refundWords = (refunded: number, paid: number, currency: string) => `Refunded ${money(refunded, currency)} of ${money(paid, currency)}`;

/** A refund, partial or full: how much of what was paid, and whether the place is kept. */
export async function mailRefund(r: RegistrationRecord, n: Names, url: string) {
  const a = r.amounts;
  const words = refundWords(a.refunded, a.paid, a.currency);
  const place = r.status === 'refunded' ? 'Your registration is cancelled and its place given back.' : 'Your place is kept.';
  await mailer().send({
    to: r.email,
    subject: `${words}: ${n.leagueName}, ${n.seasonName}`,
    text: `Hello ${r.first_name},\n\n${words} for ${n.leagueName} (${n.seasonName}). ${place} The refund reaches your card in 5 to 10 days.\n\nYour registration: ${url}\n`,
    html: `<p>Hello ${esc(r.first_name)},</p><p>${esc(words)} for ${esc(n.leagueName)} (${esc(n.seasonName)}). ${esc(place)} The refund reaches your card in 5 to 10 days.</p><p><a href="${esc(url)}">Your registration</a></p>`,
  });
}

/** A held place or an offer whose time ran out unpaid: it went back (an offer: to the next on the waitlist). */
export async function mailPlaceExpired(r: RegistrationRecord, n: Names, was: 'offer' | 'hold') {
  const line = was === 'offer'
    ? `The place offered to you in ${n.leagueName} (${n.seasonName}) was not paid by its deadline, so it went to the next person on the waitlist. You stay on the waitlist.`
    : `The place held for you in ${n.leagueName} (${n.seasonName}) was not paid in time, so it was released. Nothing was charged. You can register again while registration is open.`;
  await mailer().send({
    to: r.email,
    subject: `${was === 'offer' ? 'Your offer expired' : 'Your held place was released'}: ${n.leagueName}, ${n.seasonName}`,
    text: `Hello ${r.first_name},\n\n${line}\n`,
    html: `<p>Hello ${esc(r.first_name)},</p><p>${esc(line)}</p>`,
  });
}
