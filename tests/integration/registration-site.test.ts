// The league site's registration page as the server renders it: before registration is set up it says so and no
// page offers it; once a season's registration is open, every page leads to it and /register shows the fee in
// effect and the places left in its HTML (a visitor without JavaScript, or a crawler, sees them).
import { describe, expect, it } from 'vitest';
import { activeGameLeague, activeSeason, teamsIn } from './support/games';
import { newUser, stack } from './support/local';

const page = async (path: string) => {
  const r = await fetch(`${stack().url}${path}`);
  const html = await r.text();
  return { status: r.status, html, text: html.replace(/<script[\s\S]*?<\/script>/g, ' ').replace(/<!-- -->/g, '').replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ') };
};

describe('the league site\'s registration page', () => {
  it('appears on every page once a season\'s registration opens, with its fee and places rendered on the server', async () => {
    const admin = await newUser('Reg', 'Admin');
    const league = await activeGameLeague(admin, { name: 'Bay Volley' });
    const [team] = await teamsIn(admin, league.id, ['Gulls']);
    const season = await activeSeason(admin, league.id, [team!.id]);
    const base = `/l/${league.id}`;

    const before = await page(`${base}/register`);
    expect(before.status).toBe(200);
    expect(before.text).toContain('Registration is not open');
    expect((await page(base)).text).not.toContain('Register now');

    const now = Date.now();
    const opened = await admin.api.put(`/api/leagues/${league.id}/seasons/${season.id}/registration`, {
      opens_at: new Date(now - 86_400_000).toISOString(), closes_at: new Date(now + 10 * 86_400_000).toISOString(),
      individual: { fee: 2500, early_bird_fee: null, early_bird_until: null, late_fee: null, late_from: null, capacity: 5, capacity_per_level: null },
    });
    expect(opened.status, JSON.stringify(opened.body)).toBe(200);

    const home = await page(base);
    expect(home.html).toContain(`href="${base}/register">Register now</a>`);
    const register = await page(`${base}/register`);
    expect(register.status).toBe(200);
    expect(register.text).toContain('Register for Spring 2027');
    expect(register.text).toContain('$25.00');
    expect(register.text).toContain('5 places left');
    expect(register.html).toContain('"section":"register"');
  });
});
