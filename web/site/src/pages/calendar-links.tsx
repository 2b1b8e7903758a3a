// "Subscribe": a calendar feed (the public API's iCalendar routes) offered as the webcal:// address calendar apps
// subscribe to, as an "Add to Google Calendar" link, and as the plain address to copy. A <details> element, so it
// opens without JavaScript and by keyboard.
import type { Routes } from '../../../../shared/api-contract';

const LEAGUE_FEED: Routes['leagueCalendar']['path'] = '/api/public/leagues/{key}/calendar.ics';
const TEAM_FEED: Routes['teamCalendar']['path'] = '/api/public/teams/{teamId}/calendar.ics';

export const leagueFeedPath = (leagueId: string) => LEAGUE_FEED.replace('{key}', encodeURIComponent(leagueId));
export const teamFeedPath = (teamId: string) => TEAM_FEED.replace('{teamId}', encodeURIComponent(teamId));

/** The feed's addresses: https (to copy), webcal:// (calendar apps subscribe) and Google Calendar's add-by-URL link. */
export function feedLinks(origin: string, path: string): { url: string; webcal: string; google: string } {
  const url = `${origin}${path}`;
  const webcal = url.replace(/^https?:/, 'webcal:');
  return { url, webcal, google: `https://calendar.google.com/calendar/render?cid=${encodeURIComponent(webcal)}` };
}

/** The page's origin: the one the server was asked at, else (a page read in the browser) the browser's. */
export const pageOrigin = (origin: string | undefined) => origin ?? (typeof window === 'undefined' ? '' : window.location.origin);

export function Subscribe({ origin, path, what }: { origin: string; path: string; what: string }) {
  const links = feedLinks(origin, path);
  return (
    <details className="subscribe">
      <summary>Subscribe</summary>
      <div className="subscribe__menu">
        <p className="muted">Get {what} in your calendar; it stays up to date.</p>
        <ul>
          <li><a href={links.webcal}>Subscribe in your calendar app</a></li>
          <li><a href={links.google} rel="noopener noreferrer" target="_blank">Add to Google Calendar</a></li>
          <li><a href={links.url}>Calendar feed (.ics)</a></li>
        </ul>
      </div>
    </details>
  );
}
