import { generateSchedule } from '../functions/games/schedule-generator';
const teams = Array.from({ length: 64 }, (_, i) => ({ id: `t${String(i).padStart(2,'0')}`, name: `Team ${i}` }));
for (let i = 0; i < 8; i++) {
  const c = process.cpuUsage(); const t = performance.now();
  const r = generateSchedule({ teams, settings: { start_date: '2026-01-01', end_date: '2030-12-31', weekdays: [1,2,3,4,5], time_slots: ['18:00','19:30'], venues: [{ id: 'v1', name: 'Park', address: null, fields: ['A','B','C','D','E','F','G','H'] }], time_zone: 'America/New_York', format: 'double' } });
  const u = process.cpuUsage(c);
  console.log(r.games.length, (performance.now()-t).toFixed(1), ((u.user+u.system)/1000).toFixed(1));
}
