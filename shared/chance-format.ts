// A forecast's chance as people read it, the same on the league site and in the admin.

/** A chance as a whole percentage, never rounding a possibility to 0% or 100% (a chance under 0.5% is "<1%"). */
export function chancePercent(p: number): string {
  if (p <= 0) return '0%';
  if (p >= 1) return '100%';
  const pct = Math.round(p * 100);
  return pct < 1 ? '<1%' : pct > 99 ? '>99%' : `${pct}%`;
}

/** The chances a table's forecast may carry, with their column titles (playoff and relegation only where set). */
export const CHANCE_COLUMNS = [
  { key: 'first', title: 'Chance of finishing first' },
  { key: 'playoff', title: 'Chance of a playoff place' },
  { key: 'relegation', title: 'Chance of going down' },
] as const;
export type ChanceKey = (typeof CHANCE_COLUMNS)[number]['key'];

/** The chance columns a forecast has: first always, playoff and relegation where the league set their places. */
export function chanceColumnsOf(forecast: { playoff_places?: number; relegation_places?: number } | undefined) {
  if (!forecast) return [];
  return CHANCE_COLUMNS.filter((c) => c.key === 'first' || (c.key === 'playoff' ? forecast.playoff_places : forecast.relegation_places));
}

/** What a forecast's columns mean, for the note under its table ("Chances of finishing first, of a playoff place (top 4) ..."). */
export function forecastNote(forecast: { playoff_places?: number; relegation_places?: number }): string {
  const parts = ['of finishing first'];
  if (forecast.playoff_places) parts.push(`of a playoff place (top ${forecast.playoff_places})`);
  if (forecast.relegation_places) parts.push(`of going down (bottom ${forecast.relegation_places})`);
  if (parts.length === 1) return 'Chance of finishing first';
  return `Chances ${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}
