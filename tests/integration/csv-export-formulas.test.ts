// A spreadsheet runs a cell that starts with = + - @ as a formula. The exports write what people typed (team names,
// registrants' names) with a ' in front, so it shows as text; only a cell that is a number and nothing else ("-3")
// is left bare. "-2+3+cmd|' /C calc'!A0" starts like a negative number but is a formula that starts a program.
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { newUser } from './support/local';
import { feesLeague } from './support/registration';

const FORMULA = "-2+3+cmd|' /C calc'!A0";

/** The CSV's rows as a spreadsheet reads them (quotes undone), by header. */
const rowsOf = (csv: string) => Papa.parse<Record<string, string>>(csv, { header: true, skipEmptyLines: true }).data;

describe('a CSV export opened in a spreadsheet', () => {
  it('shows a team named like a formula that starts with a minus as text, and a team named -3 as it is', async () => {
    const admin = await newUser('Exporter');
    const league = (await admin.api.post('/api/leagues', { name: 'Formula League' })).body.league as { id: string };
    for (const name of [FORMULA, '-3']) {
      expect((await admin.api.post(`/api/leagues/${league.id}/teams`, { name, manager_email: admin.email })).status, name).toBe(201);
    }
    const exported = await admin.api.get(`/api/leagues/${league.id}/export/teams`);
    expect(exported.status).toBe(200);
    const names = rowsOf(exported.body.csv as string).map((r) => r.name);
    expect(names).toContain(`'${FORMULA}`);
    expect(names).toContain('-3');
    expect(names.filter((n) => /^[-=+@]/.test(n))).toEqual(['-3']);
  });

  it('shows a registrant whose name is a formula that starts with a minus as text in the registrations export', async () => {
    const { admin, league, adults } = await feesLeague(`CSV Fees ${Math.random().toString(36).slice(2, 8)}`);
    const season = await admin.api.post(`/api/leagues/${league.id}/seasons`, { name: 'CSV Season', start_date: '2027-03-01', end_date: '2027-06-30' });
    expect(season.status).toBe(201);
    const seasonId = season.body.season.id as string;
    expect((await admin.api.put(`/api/leagues/${league.id}/seasons/${seasonId}/registration`, {
      opens_at: new Date(Date.now() - 3_600_000).toISOString(), closes_at: '2030-01-01T00:00:00Z', currency: 'usd', payment_mode: 'online',
      individual: { fee: 5000, early_bird_fee: null, early_bird_until: null, late_fee: null, late_from: null, capacity: null, capacity_per_level: null },
      questions: [{ id: 'note', label: 'Note', type: 'short_text', required: false }],
      waiver_text: 'I play at my own risk.', offline_payment: true,
    })).status).toBe(200);
    const u = await newUser('Minus', 'Player');
    const r = await u.api.post(`/api/leagues/${league.id}/seasons/${seasonId}/registrations`, {
      kind: 'individual', first_name: FORMULA, last_name: 'Player', date_of_birth: '1990-05-01', level_id: adults.id,
      answers: { note: '-2+3' }, waiver_version: 1, waiver_name: 'Minus Player', pay_offline: true,
    });
    expect(r.status).toBe(201);
    const csv = (await admin.api.get(`/api/leagues/${league.id}/registrations/export?season_id=${seasonId}`)).body.csv as string;
    const [row] = rowsOf(csv);
    expect(Object.values(row)).toContain(`'${FORMULA}`);
    expect(Object.values(row)).toContain("'-2+3");
    expect(Object.values(row).filter((v) => /^[-=+@]/.test(v))).toEqual([]);
  }, 60_000);
});
