// Dates as the league site shows them. Every date is in the league's time zone, so the server (which reads the day
// a schedule page starts at) and the visitor's browser print the same text (hydration keeps the server's markup).
// In shared/ because both read it (web/site/src/pages/format.ts re-exports it for the pages).

/** ICU puts a narrow no-break space before AM/PM in some versions and not others: one space for all. */
const plain = (s: string) => s.replace(/[\u202f\u00a0]/g, ' ');

const OPTIONS = {
  day: { locale: 'en-US', month: 'short', day: 'numeric' },
  time: { locale: 'en-US', hour: 'numeric', minute: '2-digit', hour12: true },
  iso: { locale: 'en-CA', year: 'numeric', month: '2-digit', day: '2-digit' },
} as const;
const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * One formatter per kind and zone, made once: making one costs far more than using it (a 2,000-game schedule made
 * two per game, which was most of its render time).
 */
function formatter(kind: keyof typeof OPTIONS, timeZone: string): Intl.DateTimeFormat {
  const key = `${kind} ${timeZone}`;
  let made = formatters.get(key);
  if (!made) {
    const { locale, ...options } = OPTIONS[kind];
    made = new Intl.DateTimeFormat(locale, { ...options, timeZone });
    formatters.set(key, made);
  }
  return made;
}

/** 'Nov 24' (the spec's 'MMM d'). */
export const gameDay = (iso: string, timeZone: string) => plain(formatter('day', timeZone).format(new Date(iso)));
/** '7:30 PM' (the spec's 'h:mm a'). */
export const gameTime = (iso: string, timeZone: string) => plain(formatter('time', timeZone).format(new Date(iso)));
/** YYYY-MM-DD of an instant in a time zone. */
export const localDay = (d: Date, timeZone: string) => formatter('iso', timeZone).format(d);

const momentFormatters = new Map<string, Intl.DateTimeFormat>();

/**
 * A game's time as people read it in e-mails and on pages: 'Sunday 29 November, 7:44 pm CST', on the league's clock
 * with its zone's short name (CST, GMT, CET; an offset like GMT+4 where the zone has no common name). One helper for
 * the reminder e-mails, the answer page and the scorekeeper screen, so they never disagree.
 */
export function gameMoment(iso: string, timeZone: string): string {
  let f = momentFormatters.get(timeZone);
  if (!f) {
    // The zone's names as its region writes them: en-US for American zones (CST, EDT), en-AU for Australia's (AEDT),
    // en-GB for the rest (GMT, BST, CET; an offset where English has no name).
    const names = /^(America|US|Pacific\/Honolulu)/.test(timeZone) ? 'en-US' : /^Australia\//.test(timeZone) ? 'en-AU' : 'en-GB';
    f = new Intl.DateTimeFormat(names, {
      weekday: 'long', day: 'numeric', month: 'long', hour: 'numeric', minute: '2-digit', hourCycle: 'h12', timeZone, timeZoneName: 'short',
    });
    momentFormatters.set(timeZone, f);
  }
  const parts = f.formatToParts(new Date(iso));
  const of = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return plain(`${of('weekday')} ${of('day')} ${of('month')}, ${of('hour')}:${of('minute')} ${of('dayPeriod').toLowerCase()} ${of('timeZoneName')}`);
}
