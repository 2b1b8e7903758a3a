// A tool's arguments from the person's words: names from the prompt's known names (names.ts), dates with chrono-node
// (dates.ts), scores, counts and who a message is for. What the words do not give is left out (the tool's default),
// or, when the tool needs it, named in `missing` so the stand-in asks for it.
import type { ParsedSystemPrompt } from '../../../functions/assistant/prompt-format';
import { TOOL_INPUTS, type ToolName } from '../../../functions/assistant/tool-catalogue';
import { findDates, findRanges, laterWeekday, type DateHit } from './dates';
import { findNames, type NameHit } from './names';

export interface Analysis {
  /** The words with names, dates, scores and numbers as placeholders: what the classifier reads. */
  placeholderText: string;
  names: NameHit[];
  dates: DateHit[];
  /** Capitalised words that are no known name, no date and no word of a request (unlistedNames). */
  unlisted: { team?: string; venue?: string };
  text: string;
}

const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;
const SCORE = /\b(\d{1,3})\s*(?:-|–|:|to)\s*(\d{1,3})\b/g;
const NUMBER_WORDS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10 };
const SEASON_WORD = /\b(spring|summer|fall|autumn|winter)(\s+\d{4})?\b/i;

/** Spans replaced by a placeholder, right to left so the offsets hold. */
function withPlaceholders(text: string, spans: { start: number; end: number; word: string }[]) {
  let out = text;
  for (const s of [...spans].sort((a, b) => b.start - a.start)) out = `${out.slice(0, s.start)} ${s.word} ${out.slice(s.end)}`;
  // "sign-ups", "round-robin": the words apart, as the training phrasings write them.
  return out.replace(/\b\d+\b/g, ' xnum ').replace(/(\p{L})-(\p{L})/gu, '$1 $2').replace(/\s+/g, ' ').trim();
}

const blank = (text: string, spans: { start: number; end: number }[]) =>
  spans.reduce((t, s) => t.slice(0, s.start) + ' '.repeat(s.end - s.start) + t.slice(s.end), text);

export function analyse(text: string, prompt: ParsedSystemPrompt, vocabulary: ReadonlySet<string>, today: string, forward = true): Analysis {
  // An e-mail address is one placeholder (xemail): its words are not names, dates or numbers.
  const emails = [...text.matchAll(EMAIL)].map((m) => ({ start: m.index, end: m.index + m[0].length }));
  const names = findNames(blank(text, emails), prompt.names, vocabulary);
  const scores = [...blank(text, emails).matchAll(SCORE)].map((m) => ({ start: m.index, end: m.index + m[0].length }));
  // Dates are read with names and scores blanked: a team called "March Hares" or a score of 3-1 is not a date.
  const dates = findDates(blank(text, [...emails, ...names, ...scores]), today, forward);
  const placeholderText = withPlaceholders(text, [
    ...emails.map((e) => ({ ...e, word: 'xemail' })), ...names.map((n) => ({ ...n, word: `x${n.kind}` })), ...scores.map((s) => ({ ...s, word: 'xscore' })),
    ...dates.map((d) => ({ ...d, word: 'xdate' })),
  ]).toLowerCase();
  return { placeholderText, names, dates, text, unlisted: unlistedNames(text, [...emails, ...names, ...dates], vocabulary) };
}

export interface ToolCall { input: Record<string, unknown>; missing: string[] }

/** What the earlier tool calls of the conversation said (a follow-up such as "remind them" keeps its season). */
export interface EarlierCall { name: string; input: Record<string, unknown> }

export function argumentsFor(tool: ToolName, a: Analysis, today: string, earlier: EarlierCall | null): ToolCall {
  const input: Record<string, unknown> = {};
  const named = (kind: NameHit['kind']) => a.names.filter((n) => n.kind === kind).map((n) => n.name);
  const lower = a.text.toLowerCase();
  const league = named('league')[0] ?? (earlier?.input.league as string | undefined);
  if (league) input.league = league;
  // Inviting "from Fall 2026 to Spring 2027" is to the last season named; other tools ask about the first.
  const seasons = named('season');
  const season = (tool === 'invite_teams' || tool === 'invite_players' ? seasons.at(-1) : seasons[0]) ?? SEASON_WORD.exec(a.text)?.[0] ?? (earlier?.input.season as string | undefined);
  if (season) input.season = season;
  const unknown = a.unlisted;
  const teams = named('team');
  // A name the prompt does not list (another league's team, a typo) is passed as written: the service finds it in the
  // caller's own leagues or says there is none, rather than the question being answered for every team.
  if (!teams.length && unknown.team) teams.push(unknown.team);
  const venue = named('venue')[0] ?? unknown.venue;
  const level = named('level')[0];
  const shape = TOOL_INPUTS[tool].shape as Record<string, unknown>;
  if (teams[0] && 'team' in shape) input.team = teams[0];
  if (venue && 'venue' in shape) input.venue = venue;
  if (level && 'level' in shape) input.level = level;
  if ('person' in shape && named('person')[0]) input.person = named('person')[0];
  const [first, second] = a.dates;

  switch (tool) {
    case 'next_games': {
      const n = /\bnext\s+(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten)\b/i.exec(a.text)?.[1];
      if (n) input.count = Math.min(20, Number(n) || NUMBER_WORDS[n.toLowerCase()]);
      break;
    }
    case 'unanswered_players':
      if (first) input.date = first.date;
      break;
    case 'games_without_venue': {
      const range = findRanges(a.text, today)[0];
      if (range) Object.assign(input, { from: range.from, to: range.to });
      else if (first) Object.assign(input, { from: first.date, to: (second ?? first).date });
      break;
    }
    case 'create_game': {
      if (teams[0]) input.home_team = teams[0];
      if (teams[1]) input.away_team = teams[1];
      delete input.team;
      const time = a.dates.find((d) => d.time);
      if (first && time) input.starts_at = `${first.date}T${time.time}`;
      break;
    }
    case 'move_games': {
      // The date moved to follows "to", "until" or "into"; the other is the games' date.
      const target = a.dates.find((d) => /\b(to|until|till|into|onto|for)\s+$/i.test(a.text.slice(Math.max(0, d.start - 8), d.start))) ?? (second ? a.dates.at(-1) : undefined);
      const from = a.dates.find((d) => d !== target);
      if (from) input.date = from.date;
      if (target) input.to_date = from && target.weekdayOnly ? laterWeekday(from.date, target.date) : target.date;
      const time = target?.time ?? a.dates.find((d) => d !== from && d.time)?.time;
      if (time) input.to_time = time;
      break;
    }
    case 'invite_players': {
      const emails = [...a.text.matchAll(EMAIL)].map((m) => m[0].toLowerCase());
      if (emails.length) input.emails = [...new Set(emails)];
      break;
    }
    case 'cancel_games':
      if (first) input.date = first.date;
      break;
    case 'draft_message': {
      input.group = messageGroup(lower, teams.length > 0, earlier);
      if (input.group !== 'team') delete input.team;
      const said = /["“](.+?)["”]/.exec(a.text)?.[1] ?? /\b(?:saying|that says|telling them|to say)\s+(.+)$/i.exec(a.text)?.[1];
      if (said) input.body = said.trim();
      break;
    }
    case 'enter_result': {
      if (teams[0]) input.home_team = teams[0];
      if (teams[1]) input.away_team = teams[1];
      delete input.team;
      const score = [...a.text.matchAll(SCORE)][0];
      const pair = score ? [Number(score[1]), Number(score[2])] : (/\D(\d{1,3})\D+?(\d{1,3})\b/.exec(a.text)?.slice(1).map(Number) ?? []);
      if (pair.length === 2) [input.home_score, input.away_score] = pair;
      if (first) input.date = first.date;
      break;
    }
    default:
      break;
  }
  const required = Object.entries(shape).filter(([, s]) => !(s as { safeParse(v: unknown): { success: boolean } }).safeParse(undefined).success).map(([k]) => k);
  return { input, missing: required.filter((k) => input[k] === undefined) };
}

function messageGroup(lower: string, namesTeam: boolean, earlier: EarlierCall | null): string {
  if (/\b(unpaid|owe|owes|owing|outstanding|not paid|hasn'?t paid|haven'?t paid|pay|payment|fees?)\b/.test(lower) && !/\b(who have paid|paid registrants|everyone who paid)\b/.test(lower)) return 'unpaid';
  if (/\b(wait\s?list|waiting list|waitlisted)\b/.test(lower)) return 'waitlisted';
  if (/\b(paid registrants|who have paid|everyone who paid|already paid)\b/.test(lower)) return 'paid';
  if (/\b(managers?|coach(es)?|captains?)\b/.test(lower)) return 'managers';
  if (namesTeam) return 'team';
  if (earlier?.name === 'unpaid_registrants') return 'unpaid';
  return 'league';
}

const CALENDAR_WORDS = /^(monday|tuesday|wednesday|thursday|friday|saturday|sunday|january|february|march|april|may|june|july|august|september|october|november|december|i|today|tomorrow|tonight)$/i;

/** Capitalised words not at the start and not a known name or a date: "at Westfield Park" a venue, else a team. */
function unlistedNames(text: string, taken: { start: number; end: number }[], vocabulary: ReadonlySet<string>): { team?: string; venue?: string } {
  const out: { team?: string; venue?: string } = {};
  for (const m of text.matchAll(/(?<=\S\s+)(?:[A-Z][\p{L}'’-]+)(?:\s+[A-Z][\p{L}'’-]+)*/gu)) {
    if (taken.some((t) => m.index < t.end && t.start < m.index + m[0].length)) continue;
    const words = m[0].replace(/['’]s$/, '').split(/\s+/).filter((w) => !CALENDAR_WORDS.test(w) && !vocabulary.has(w.toLowerCase()));
    if (!words.length) continue;
    const kind = /\bat\s+$/i.test(text.slice(Math.max(0, m.index - 4), m.index)) ? 'venue' : 'team';
    out[kind] ??= words.join(' ');
  }
  return out;
}
