/**
 * The id of the `<script type="application/json">` element in which the server renderer inlines the league;
 * the browser app reads it (api.ts). Its own module so the browser bundle never imports the server renderer.
 */
export const LEAGUE_DATA_ID = 'league-data';
