/**
 * The id of the `<script type="application/json">` element in which the server renderer inlines the league;
 * the browser app reads it (api.ts). Its own module so the browser bundle never imports the server renderer.
 */
export const LEAGUE_DATA_ID = 'league-data';

/**
 * Set on #root when the server answered 404 with the not-found page (no league public at the address): the app
 * leaves that page as it is unless a signed-in admin may be previewing a draft there.
 */
export const NOT_FOUND_ATTRIBUTE = 'data-not-found';
