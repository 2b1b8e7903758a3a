// The forecast figures of `npm run bench` (also alone: `npm run bench -- --forecast`, no stack needed): on the
// 2018-19 Premier League after 19 rounds (tests/fixtures/premier-league-2018-19.json), the multi-class Brier score of
// the forecast's final positions beside that of "the table after round 19 holds", and the simulation's time for 20
// teams and 190 games left, at the unit test's and the site rebuild's numbers of simulations. Pure computation.
import os from 'node:os';
import { forecastSeason, positionBrierScore } from '../../functions/season-rules/forecast';
import { computeStandings } from '../../functions/season-rules/standings';
import { SITE_SIMULATIONS } from '../../functions/games/standings-forecast';
import { plFinalPosition, plPlayed, plRemaining, plSettings, plTeams } from '../fixtures/premier-league-2018-19';
import { median } from './bench-math';

const BENCH_SIMULATIONS = 10_000;

const run = (simulations: number) => forecastSeason({
  teams: plTeams, played: plPlayed, remaining: plRemaining, settings: plSettings, ties: true, simulations, seed: 2019, playoffPlaces: 4, relegationPlaces: 3,
});

export function forecastFigures(): string[] {
  const table = computeStandings(plTeams, plPlayed, plSettings);
  const holds = new Map(table.map((r) => [r.team_id, plTeams.map((_, i) => (i + 1 === r.rank ? 1 : 0))]));
  const timed = (simulations: number, times: number) => {
    const ms: number[] = [];
    let last = run(1);
    for (let i = 0; i < times; i++) {
      const t = performance.now();
      last = run(simulations);
      ms.push(performance.now() - t);
    }
    return { ms: median(ms), forecast: last };
  };
  const site = timed(SITE_SIMULATIONS, 3);
  const big = timed(BENCH_SIMULATIONS, 1);
  const model = positionBrierScore(new Map(big.forecast.teams.map((t) => [t.team_id, t.positions])), plFinalPosition);
  const still = positionBrierScore(holds, plFinalPosition);
  const name = new Map(plTeams.map((t) => [t.id, t.name]));
  const top = [...big.forecast.teams].sort((a, b) => b.first - a.first).slice(0, 2).map((t) => `${name.get(t.team_id)} ${(t.first * 100).toFixed(1)}%`).join(', ');
  return [
    '  Forecast, 2018-19 Premier League after 19 rounds (190 played, 190 left; lower Brier is better, 0 is perfect):',
    `    Brier score over final positions: model ${model.toFixed(3)} (${BENCH_SIMULATIONS.toLocaleString('en')} simulations), table-after-round-19-holds ${still.toFixed(3)}`,
    `    chance of finishing first: ${top} (Man City finished first, Liverpool second)`,
    `    simulation time, 20 teams, 190 games left: ${site.ms.toFixed(0)} ms for ${SITE_SIMULATIONS.toLocaleString('en')} simulations (the site rebuild's, median of 3), ${big.ms.toFixed(0)} ms for ${BENCH_SIMULATIONS.toLocaleString('en')} (1-minute load average ${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} cores)`,
  ];
}
