import { generateSchedule } from '../functions/games/schedule-generator';
const teams = Array.from({ length: 64 }, (_, i) => ({ id: `t${String(i).padStart(2,'0')}`, name: `Team ${i}` }));
for (const end of ['2027-12-31','2040-12-31','2027-12-31','2027-12-31']) {
const t=performance.now();
const r = generateSchedule({ teams, settings: { start_date: '2026-01-01', end_date: end, weekdays: [1,2,3,4,5], time_slots: ['18:00','19:30'], venues: [{ id: 'v1', name: 'Park', address: null, fields: ['A','B','C','D','E','F','G','H'] }], time_zone: 'America/New_York', format: 'double' } });
console.log(end, r.games.length, performance.now()-t);
}
