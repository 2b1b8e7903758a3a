// The games figures of `npm run bench` (also alone: `npm run bench -- --games`, no stack needed): the schedule
// generator's CPU time for a 64-team double round robin on real slots, and how the standings and statistics
// computation grows from an 8-team, 60-game season to a 64-team, 2,000-game one. Pure computation: the DynamoDB
// side of the public pages is measured with the games API, not here.
import { generateSchedule } from '../../functions/season-rules/schedule-generator';
import { computeStandings, type StandingsGame } from '../../functions/season-rules/standings';
import { scoringLeaders, teamStats, type StatPlayer } from '../../functions/games/statistics';
import type { ScheduleSettingsInput, StatLine } from '../../shared/game-schema';
import { median, random } from './bench-math';

const cpuMs = (since: NodeJS.CpuUsage) => {
  const u = process.cpuUsage(since);
  return (u.user + u.system) / 1000;
};

const teamsOf = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `team-${String(i).padStart(2, '0')}`, name: `Team ${i + 1}` }));

/** A season of `count` completed games among `teams`, with 5 scorers a side, one point line and one goal line each. */
function season(teamCount: number, count: number) {
  const rnd = random(teamCount * 7919 + count);
  const teams = teamsOf(teamCount);
  const players: StatPlayer[] = teams.flatMap((t) => Array.from({ length: 12 }, (_, k) => ({ id: `${t.id}-p${k}`, name: `Player ${k} of ${t.name}`, team_id: t.id, team_name: t.name })));
  const games: StandingsGame[] = [];
  const lines: StatLine[] = [];
  for (let g = 0; g < count; g++) {
    const h = Math.floor(rnd() * teamCount);
    const a = (h + 1 + Math.floor(rnd() * (teamCount - 1))) % teamCount;
    games.push({ home_team_id: teams[h].id, away_team_id: teams[a].id, home_score: Math.floor(rnd() * 90), away_score: Math.floor(rnd() * 90), status: 'completed', result_status: 'confirmed' });
    for (const t of [h, a]) {
      for (let k = 0; k < 5; k++) {
        const player = `${teams[t].id}-p${Math.floor(rnd() * 12)}`;
        lines.push({ game_id: `g${g}`, player_id: player, team_id: teams[t].id, stat_type: 'point', value: Math.floor(rnd() * 20) });
        lines.push({ game_id: `g${g}`, player_id: player, team_id: teams[t].id, stat_type: 'goal', value: Math.floor(rnd() * 3) });
      }
    }
  }
  return { teams, players, games, lines };
}

/** CPU ms per call, from enough calls to fill about `budgetMs` of CPU. */
function perCall(fn: () => void, budgetMs = 300) {
  for (let i = 0; i < 20; i++) fn(); // warm-up: JIT
  let calls = 0;
  const since = process.cpuUsage();
  do {
    fn();
    calls += 1;
  } while (cpuMs(since) < budgetMs);
  return cpuMs(since) / calls;
}

export function gamesFigures(): string[] {
  // 1. 64 teams, double round robin: 4,032 games on weekends, 5 slots of 90 minutes, 2 venues of 4 fields
  const settings: ScheduleSettingsInput = {
    start_date: '2026-01-03', end_date: '2028-12-31', weekdays: [0, 6], time_slots: ['09:00', '10:30', '12:00', '13:30', '15:00'],
    game_length_minutes: 90, time_zone: 'America/Chicago', format: 'double',
    venues: [
      { id: 'north', name: 'North Park', address: null, fields: ['1', '2', '3', '4'] },
      { id: 'south', name: 'South Park', address: null, fields: ['1', '2', '3', '4'] },
    ],
    blackout_dates: ['2026-05-24', '2026-07-04', '2026-12-26', '2027-05-30', '2027-07-04', '2027-12-26'],
  };
  const teams = teamsOf(64);
  const runs: number[] = [];
  let games = 0;
  let lastDate = '';
  for (let i = 0; i < 5; i++) {
    const since = process.cpuUsage();
    const result = generateSchedule({ teams, settings });
    runs.push(cpuMs(since));
    games = result.games.length;
    lastDate = result.games[result.games.length - 1].local_date;
  }

  // 2. standings (and statistics) of a big season against a small one
  const small = season(8, 60);
  const big = season(64, 2000);
  const standingsSmall = perCall(() => computeStandings(small.teams, small.games));
  const standingsBig = perCall(() => computeStandings(big.teams, big.games));
  const pageSmall = perCall(() => { teamStats(computeStandings(small.teams, small.games)); scoringLeaders(small.lines, small.players); });
  const pageBig = perCall(() => { teamStats(computeStandings(big.teams, big.games)); scoringLeaders(big.lines, big.players); });

  return [
    `  generate a 64-team double round robin (${games.toLocaleString('en-US')} games) over real slots: CPU ms first run ${runs[0].toFixed(0)}, median of 5 ${median(runs).toFixed(0)} (goal < 1000; last game ${lastDate})`,
    `  standings, 64 teams / 2,000 completed games: ${(standingsBig * 1000).toFixed(0)} µs CPU; 8 teams / 60 games: ${(standingsSmall * 1000).toFixed(0)} µs; ratio ${(standingsBig / standingsSmall).toFixed(1)}`,
    `  standings + Team Stats + Top Scorers / Top Goal Scorers, ${big.lines.length.toLocaleString('en-US')} vs ${small.lines.length.toLocaleString('en-US')} stat lines: ${(pageBig * 1000).toFixed(0)} µs vs ${(pageSmall * 1000).toFixed(0)} µs CPU; ratio ${(pageBig / pageSmall).toFixed(1)}`,
  ];
}
