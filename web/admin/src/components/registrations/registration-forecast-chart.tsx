// The registration forecast's chart: cumulative sign-ups by day from each season's first day, this season against
// the previous one. Its own chunk (registration-forecast-panel.tsx loads it lazily), so the chart code is fetched
// only when a season's forecast is shown.
import LineChart from '@cloudscape-design/components/line-chart';
import type { RegistrationForecast } from '../../../../../shared/level-assignment-schema';

const dayLabel = (d: number) => (d === 0 ? 'Start' : d < 0 ? `${-d}d before` : `${d}d after`);

export default function RegistrationForecastChart({ forecast }: { forecast: RegistrationForecast }) {
  const points = (pick: (p: RegistrationForecast['series'][number]) => number | null) =>
    forecast.series.flatMap((p) => { const y = pick(p); return y === null ? [] : [{ x: p.day, y }]; });
  const series = [
    { title: forecast.season.name, type: 'line' as const, data: points((p) => p.this_season) },
    ...(forecast.previous ? [{ title: forecast.previous.name, type: 'line' as const, data: points((p) => p.previous_season) }] : []),
  ];
  const top = Math.max(1, ...forecast.series.map((p) => Math.max(p.this_season ?? 0, p.previous_season ?? 0)));
  return (
    <LineChart
      series={series}
      xScaleType="linear"
      yDomain={[0, top]}
      xTitle="Days from the season's first day"
      yTitle="Sign-ups"
      height={220}
      hideFilter
      ariaLabel="Sign-ups by day, this season against the previous one"
      i18nStrings={{ xTickFormatter: (x) => dayLabel(Number(x)), yTickFormatter: (y) => (Number.isInteger(y) ? String(y) : '') }}
      empty="No sign-ups yet"
    />
  );
}
