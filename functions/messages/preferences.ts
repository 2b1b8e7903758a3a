// Each person's channels per kind of message (e-mail for every kind until they choose), their own page's read and
// write, and the one-click unsubscribe an e-mail's link and List-Unsubscribe header carry: a signed token naming the
// person, the league and the kind, so nothing is stored per link and a changed token is refused.
import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  DEFAULT_MESSAGE_PREFERENCES, MESSAGE_KIND_LABELS, MESSAGE_KINDS, MESSAGE_MESSAGES, type MessageKind, type MessagePreferences,
} from '../../shared/messages-schema';
import { getLeague } from '../data/leagues';
import { getMessagePrefs, putMessagePrefs } from '../data/messages';
import { appUrl } from '../lib/app-url';
import { cursorKey } from '../lib/cursor-key';
import { notFound } from '../lib/errors';
import type { ChannelName } from './channel';

export async function preferencesOf(person: string): Promise<MessagePreferences> {
  const stored = await getMessagePrefs(person);
  // A kind added after the person chose keeps its default.
  return { ...DEFAULT_MESSAGE_PREFERENCES, ...stored?.preferences };
}

export async function channelsFor(person: string, kind: MessageKind): Promise<ChannelName[]> {
  return (await preferencesOf(person))[kind];
}

export async function setPreferences(person: string, preferences: MessagePreferences, now = new Date().toISOString()): Promise<MessagePreferences> {
  const clean = Object.fromEntries(MESSAGE_KINDS.map((k) => [k, [...new Set(preferences[k])]])) as MessagePreferences;
  await putMessagePrefs({ person, preferences: clean, updated_at: now });
  return clean;
}

const PURPOSE = 'message-unsubscribe\n';
const sign = async (payload: string) => createHmac('sha256', await cursorKey()).update(PURPOSE + payload).digest('base64url');

export interface UnsubscribeLink { person: string; leagueId: string; kind: MessageKind }

export async function unsubscribeToken(l: UnsubscribeLink): Promise<string> {
  const payload = Buffer.from(`${l.leagueId}|${l.kind}|${l.person}`).toString('base64url');
  return `${payload}.${await sign(payload)}`;
}

async function readToken(token: string): Promise<UnsubscribeLink | null> {
  const [payload, signature, ...rest] = token.split('.');
  if (!payload || !signature || rest.length) return null;
  const expected = Buffer.from(await sign(payload));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const [leagueId, kind, ...person] = Buffer.from(payload, 'base64url').toString().split('|');
  if (!leagueId || !MESSAGE_KINDS.includes(kind as MessageKind) || !person.length) return null;
  return { leagueId, kind: kind as MessageKind, person: person.join('|') };
}

/** The page a message's "Unsubscribe" link opens (web/admin: /unsubscribe/{token}). */
export const unsubscribePageUrl = (token: string) => `${appUrl()}/unsubscribe/${token}`;
/** Where a mail client's one-click unsubscribe (RFC 8058) posts: the API itself, no page in between. */
export const oneClickUrl = (token: string) => `${appUrl()}/api/unsubscribe/${token}`;

async function linkOrRefuse(token: string) {
  const link = await readToken(token);
  const league = link ? await getLeague(link.leagueId) : null;
  if (!link || !league) throw notFound(MESSAGE_MESSAGES.unsubscribeInvalid);
  return { link, league };
}

/** What an unsubscribe link names, and whether its person still gets that kind by e-mail. */
export async function unsubscribeState(token: string) {
  const { link, league } = await linkOrRefuse(token);
  const subscribed = (await channelsFor(link.person, link.kind)).includes('email');
  return { kind: link.kind, kind_label: MESSAGE_KIND_LABELS[link.kind], league_name: league.name, subscribed };
}

/** Turns off e-mail for the link's kind (the other channels the person chose stay). Once or twice: the same. */
export async function unsubscribeByToken(token: string) {
  const { link, league } = await linkOrRefuse(token);
  const prefs = await preferencesOf(link.person);
  await setPreferences(link.person, { ...prefs, [link.kind]: prefs[link.kind].filter((c) => c !== 'email') });
  return { kind: link.kind, kind_label: MESSAGE_KIND_LABELS[link.kind], league_name: league.name, subscribed: false };
}
