// Races: parallel requests on one league never leave two primaries, a slug without its marker, orphans
// after a delete, or a 5xx. Each race runs a few times (bounded) since one lucky interleaving proves little.
import { afterAll, describe, expect, it } from 'vitest';
import { hostMarkerModel, leagueModel, slugMarkerModel, teamPointerModel } from '../../functions/data/keys';
import { MSG } from '../../shared/messages';
import { apiClient, getWithHost, newUser, partitionItems } from './support/local';
import { acceptNewestInvitation } from './support/invitations';

const ROUNDS = 3;
const unique = (tag: string) => `${tag}-${Math.random().toString(36).slice(2, 8)}`;

async function paidUser(name: string) {
  const u = await newUser(name);
  await u.api.post('/api/subscription/change-plan', { plan_slug: 'amazing' });
  return u;
}

type Answer = { status: number; body: { code?: string; error?: string } };
const fiveHundreds = (rs: Answer[]) => rs.filter((r) => r.status >= 500);

/** Figures for the whole file, printed at the end: how many races ran, how many requests, what they answered. */
const figures = { races: 0, requests: 0, fiveHundreds: 0, byStatus: {} as Record<number, number> };
function tally(rs: Answer[]) {
  figures.races += 1;
  figures.requests += rs.length;
  figures.fiveHundreds += fiveHundreds(rs).length;
  for (const r of rs) figures.byStatus[r.status] = (figures.byStatus[r.status] ?? 0) + 1;
}
afterAll(() => { console.log(`races: ${JSON.stringify(figures)}`); });

describe('one primary domain', () => {
  it('marks exactly one of 20 domains added at once as primary', async () => {
    const u = await paidUser('Prim');
    for (let round = 0; round < ROUNDS; round++) {
      const league = (await u.api.post('/api/leagues', { name: `Primary ${round}` })).body.league;
      const hosts = Array.from({ length: 20 }, (_, i) => `${unique(`p${i}`)}.example.com`);
      const added = await Promise.all(hosts.map((domain) => u.api.post(`/api/leagues/${league.id}/domains`, { domain })));
      tally(added);
      expect(fiveHundreds(added)).toEqual([]);
      expect(added.every((r) => r.status === 201)).toBe(true);
      const domains = (await u.api.get(`/api/leagues/${league.id}/domains`)).body.domains as { is_primary: boolean }[];
      expect(domains).toHaveLength(20);
      expect(domains.filter((d) => d.is_primary)).toHaveLength(1);
      expect(added.filter((r) => (r.body as { domain: { is_primary: boolean } }).domain.is_primary)).toHaveLength(1);
    }
  });
});

describe('concurrent league updates', () => {
  it('answers 20 parallel URL changes and renames with 200 or 409 conflict, and keeps the URL marker with the league', async () => {
    const u = await paidUser('Upd');
    for (let round = 0; round < ROUNDS; round++) {
      const first = unique('first');
      const created = (await u.api.post('/api/leagues', { name: `Racy ${round}`, custom_slug: first })).body.league;
      const league = (await u.api.put(`/api/leagues/${created.id}`, { ...created, status: 'active' })).body.league;
      const slugs = Array.from({ length: 20 }, (_, i) => (i % 2 ? null : unique(`s${i}`)));
      const answers = await Promise.all(slugs.map((slug, i) => u.api.put(`/api/leagues/${league.id}`,
        slug ? { ...league, custom_slug: slug } : { ...league, name: `Renamed ${round} ${i}` })));
      tally(answers);

      expect(fiveHundreds(answers)).toEqual([]);
      const unexpected = answers.filter((r) => r.status !== 200 && !(r.status === 409 && r.body.code === 'conflict'));
      expect(unexpected).toEqual([]);
      expect(answers.some((r) => r.status === 200)).toBe(true);
      for (const r of answers.filter((a) => a.status === 409)) expect(r.body.error).toBe(MSG.league.changedMeanwhile);

      const final = (await u.api.get(`/api/leagues/${league.id}`)).body.league;
      const finalSlug: string = final.custom_slug;
      const marker = await partitionItems(slugMarkerModel.key(finalSlug).pk);
      expect(marker.map((m) => m.league_id)).toEqual([league.id]);
      const pub = await apiClient(null).get(`/api/public/leagues/${finalSlug}`);
      expect(pub.status).toBe(200);
      expect(pub.body.league.id).toBe(league.id);
      for (const old of [first, ...slugs].filter((s): s is string => Boolean(s) && s!.toLowerCase() !== finalSlug.toLowerCase())) {
        expect(await partitionItems(slugMarkerModel.key(old).pk)).toEqual([]);
        expect((await apiClient(null).get(`/api/public/leagues/${old}`)).status).toBe(404);
      }
    }
  });
});

describe('deleting a league', () => {
  it('leaves no team, player or pointer behind when 20 team creates and player adds race the delete', async () => {
    const admin = await paidUser('Del');
    const manager = await newUser('Mgr');
    const players = await Promise.all(Array.from({ length: 5 }, (_, i) => newUser(`Pl${i}`)));
    for (let round = 0; round < ROUNDS; round++) {
      const league = (await admin.api.post('/api/leagues', { name: `Doomed ${round}` })).body.league;
      const existing = (await admin.api.post(`/api/leagues/${league.id}/teams`, { name: 'Existing', manager_email: manager.email })).body.team;
      await acceptNewestInvitation(manager);
      const creates = Array.from({ length: 20 }, (_, i) => admin.api.post(`/api/leagues/${league.id}/teams`, { name: `Late ${i}`, manager_email: manager.email }));
      const adds = players.map((p) => manager.api.post(`/api/teams/${existing.id}/players`, { email: p.email }));
      const del = admin.api.del(`/api/leagues/${league.id}`);
      const answers = await Promise.all([...creates, ...adds]);
      const deleted = await del;
      tally([...answers, deleted]);
      expect(deleted.status).toBe(204);
      expect(fiveHundreds(answers)).toEqual([]);
      expect(answers.filter((r) => ![201, 404, 409].includes(r.status))).toEqual([]);

      expect(await partitionItems(leagueModel.key(league.id).pk)).toEqual([]);
      const teamIds = [existing.id, ...answers.filter((r) => r.status === 201).map((r) => (r.body as unknown as { team: { id: string } }).team.id)];
      for (const id of teamIds) expect(await partitionItems(teamPointerModel.key(id).pk)).toEqual([]);
      expect((await admin.api.get(`/api/leagues/${league.id}`)).status).toBe(404);
      expect((await manager.api.get(`/api/teams/${existing.id}`)).status).toBe(404);
    }
  });

  it('answers five parallel deletes of one league with one 204 and four 404s', async () => {
    const admin = await paidUser('Five');
    for (let round = 0; round < ROUNDS; round++) {
      const league = (await admin.api.post('/api/leagues', { name: `Five ${round}`, custom_slug: unique('five') })).body.league;
      await admin.api.post(`/api/leagues/${league.id}/teams`, { name: 'Some Team', manager_email: admin.email });
      const answers = await Promise.all(Array.from({ length: 5 }, () => admin.api.del(`/api/leagues/${league.id}`)));
      tally(answers);
      expect(answers.map((r) => r.status).sort()).toEqual([204, 404, 404, 404, 404]);
      for (const r of answers.filter((a) => a.status === 404)) expect(r.body).toMatchObject({ code: 'not_found', error: MSG.league.notFound });
      expect((await admin.api.del(`/api/leagues/${league.id}`)).status).toBe(404);
      expect(await partitionItems(leagueModel.key(league.id).pk)).toEqual([]);
      expect(await partitionItems(slugMarkerModel.key(league.custom_slug).pk)).toEqual([]);
    }
  });
});

describe('the Basic tab’s custom domain', () => {
  it('replaces the old domain record and its host marker when the domain changes, and frees the old name', async () => {
    const u = await paidUser('Bas');
    const other = await paidUser('Oth');
    const oldHost = `${unique('old')}.example.com`;
    const newHost = `${unique('new')}.example.com`;
    const created = (await u.api.post('/api/leagues', { name: 'Basic Tab', enable_custom_domain: true, custom_domain: oldHost })).body.league;
    const league = (await u.api.put(`/api/leagues/${created.id}`, { ...created, status: 'active' })).body.league;
    expect((await getWithHost('/', oldHost)).status).toBe(200);

    const changed = await u.api.put(`/api/leagues/${league.id}`, { ...league, custom_domain: newHost });
    expect(changed.status).toBe(200);
    const domains = (await u.api.get(`/api/leagues/${league.id}/domains`)).body.domains as { domain: string; is_primary: boolean }[];
    expect(domains.map((d) => [d.domain, d.is_primary])).toEqual([[newHost, true]]);
    expect(await partitionItems(hostMarkerModel.key(oldHost).pk)).toEqual([]);
    expect((await partitionItems(hostMarkerModel.key(newHost).pk)).map((m) => m.league_id)).toEqual([league.id]);
    expect((await getWithHost('/', oldHost)).status).toBe(404);
    expect((await getWithHost('/', newHost)).status).toBe(200);

    // Turning the custom domain off removes it too; the old names are free for another league.
    const off = await u.api.put(`/api/leagues/${league.id}`, { ...changed.body.league, enable_custom_domain: false, custom_domain: '' });
    expect(off.status).toBe(200);
    expect((await u.api.get(`/api/leagues/${league.id}/domains`)).body.domains).toEqual([]);
    expect(await partitionItems(hostMarkerModel.key(newHost).pk)).toEqual([]);
    const theirs = (await other.api.post('/api/leagues', { name: 'Other League' })).body.league;
    expect((await other.api.post(`/api/leagues/${theirs.id}/domains`, { domain: oldHost })).status).toBe(201);
    expect((await other.api.post(`/api/leagues/${theirs.id}/domains`, { domain: newHost })).status).toBe(201);
  });
});
