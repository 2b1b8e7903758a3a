// Seasons: the admin creates, edits, activates, completes and deletes a league's seasons with their
// teams, the spec's messages, at most one active season, the plan's season limit held under parallel creates, and
// re-inviting a previous season's teams by e-mail to their managers (a plan feature).
import { describe, expect, it } from 'vitest';
import { activeSeasonModel, invitationModel, seasonModel, seasonTeamModel } from '../../functions/data/keys';
import { INVITATION_MESSAGES } from '../../shared/invitation-schema';
import { SEASON_MESSAGES } from '../../shared/season-schema';
import { newUser, outbox, partitionItems } from './support/local';
import { acceptNewestInvitation, invitationToken } from './support/invitations';

type User = Awaited<ReturnType<typeof newUser>>;
interface SeasonBody { id: string; name: string; status: string; team_ids: string[]; team_count: number; games_count: number; start_date: string; end_date: string }

async function leagueOf(u: User, plan?: 'awesome' | 'amazing', name = 'Season League') {
  if (plan) expect((await u.api.post('/api/subscription/change-plan', { plan_slug: plan })).status).toBe(200);
  return (await u.api.post('/api/leagues', { name, sport: 'soccer' })).body.league as { id: string };
}

async function teamOf(u: User, leagueId: string, name: string, managerEmail = u.email) {
  const r = await u.api.post(`/api/leagues/${leagueId}/teams`, { name, manager_email: managerEmail });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body.team as { id: string; name: string };
}

const seasonItems = async (leagueId: string) =>
  (await partitionItems(`LEAGUE#${leagueId}`)).filter((i) => ([seasonModel.entity, seasonTeamModel.entity, activeSeasonModel.entity] as string[]).includes(String(i.entity)));

const create = (u: User, leagueId: string, body: Record<string, unknown>) => u.api.post(`/api/leagues/${leagueId}/seasons`, body);
const list = async (u: User, leagueId: string) => (await u.api.get(`/api/leagues/${leagueId}/seasons`)).body.seasons as SeasonBody[];
const setStatus = (u: User, leagueId: string, seasonId: string, body: Record<string, unknown>) =>
  u.api.post(`/api/leagues/${leagueId}/seasons/${seasonId}/status`, body);

describe('seasons', () => {
  it('creates upcoming seasons with their teams and lists them latest start first, with team and games counts', async () => {
    const u = await newUser('Sea');
    const league = await leagueOf(u, 'awesome');
    const hawks = await teamOf(u, league.id, 'Hawks');
    const owls = await teamOf(u, league.id, 'Owls');
    const spring = await create(u, league.id, { name: '  Spring 2027  ', start_date: '2027-03-01', end_date: '2027-05-31', team_ids: [hawks.id, owls.id] });
    expect(spring.status).toBe(201);
    expect(spring.body).toMatchObject({
      season: { name: 'Spring 2027', start_date: '2027-03-01', end_date: '2027-05-31', status: 'upcoming', team_count: 2, games_count: 0, league_id: league.id },
      invitations: { sent: 0, failed: 0 },
    });
    await create(u, league.id, { name: 'Autumn 2027', start_date: '2027-09-01', end_date: '2027-11-30', team_ids: [owls.id] });
    await create(u, league.id, { name: 'Winter 2026', start_date: '2026-12-01', end_date: '2027-02-01' });
    const seasons = await list(u, league.id);
    expect(seasons.map((s) => [s.name, s.team_count, s.games_count])).toEqual([['Autumn 2027', 1, 0], ['Spring 2027', 2, 0], ['Winter 2026', 0, 0]]);
    expect(seasons[1].team_ids.sort()).toEqual([hawks.id, owls.id].sort());
    // The team count comes from the season's team entries: each carries its team's id.
    const entries = (await seasonItems(league.id)).filter((i) => i.entity === seasonTeamModel.entity);
    expect(entries).toHaveLength(3);
    expect(entries.every((e) => typeof e.team_id === 'string')).toBe(true);
  });

  it('answers each bad field with its message, refuses an end before the start, and writes nothing', async () => {
    const u = await newUser('Bad');
    const league = await leagueOf(u, 'awesome');
    const stranger = await newUser('Other');
    const strangerLeague = await leagueOf(stranger);
    const foreignTeam = await teamOf(stranger, strangerLeague.id, 'Elsewhere');
    const ok = { name: 'Fine', start_date: '2027-03-01', end_date: '2027-05-01' };
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...ok, name: '   ' }, 'name', SEASON_MESSAGES.nameRequired],
      [{ ...ok, start_date: '' }, 'start_date', SEASON_MESSAGES.startRequired],
      [{ ...ok, end_date: undefined }, 'end_date', SEASON_MESSAGES.endRequired],
      [{ ...ok, start_date: '2027-02-30' }, 'start_date', SEASON_MESSAGES.dateFormat],
      [{ ...ok, end_date: '01/05/2027' }, 'end_date', SEASON_MESSAGES.dateFormat],
      [{ ...ok, start_date: '2027-05-02', end_date: '2027-05-01' }, 'end_date', SEASON_MESSAGES.endBeforeStart],
      [{ ...ok, team_ids: [foreignTeam.id] }, 'team_ids', SEASON_MESSAGES.teamNotInLeague],
    ];
    for (const [body, field, message] of cases) {
      const r = await create(u, league.id, body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.body).toMatchObject({ code: 'validation', field, error: `${field}: ${message}` });
    }
    // One day long is fine: the end may equal the start.
    expect((await create(u, league.id, { ...ok, end_date: ok.start_date })).status).toBe(201);
    const [only] = await list(u, league.id);
    const backwards = await u.api.put(`/api/leagues/${league.id}/seasons/${only.id}`, { name: 'Fine', start_date: '2027-03-01', end_date: '2027-02-28' });
    expect(backwards.body).toMatchObject({ code: 'validation', field: 'end_date', error: `end_date: ${SEASON_MESSAGES.endBeforeStart}` });
    expect((await seasonItems(league.id)).filter((i) => i.entity === seasonModel.entity)).toHaveLength(1);
    expect((await list(u, league.id))[0]).toMatchObject({ end_date: '2027-03-01' });
  });

  it('edits name, dates and the team list', async () => {
    const u = await newUser('Edit');
    const league = await leagueOf(u, 'awesome');
    const a = await teamOf(u, league.id, 'Alpha');
    const b = await teamOf(u, league.id, 'Bravo');
    const s = (await create(u, league.id, { name: 'Summer', start_date: '2027-06-01', end_date: '2027-08-31', team_ids: [a.id] })).body.season as SeasonBody;
    const edited = await u.api.put(`/api/leagues/${league.id}/seasons/${s.id}`, { name: 'Summer Cup', start_date: '2027-06-15', end_date: '2027-09-15', team_ids: [b.id] });
    expect(edited.status).toBe(200);
    expect(edited.body.season).toMatchObject({ name: 'Summer Cup', start_date: '2027-06-15', end_date: '2027-09-15', team_ids: [b.id], team_count: 1, status: 'upcoming' });
    expect((await list(u, league.id))[0]).toMatchObject({ name: 'Summer Cup', team_ids: [b.id], team_count: 1 });
    const missing = await u.api.put(`/api/leagues/${league.id}/seasons/01ARZ3NDEKTSV4RRFFQ69G5FAV`, { name: 'X', start_date: '2027-01-01', end_date: '2027-01-02' });
    expect(missing.body).toEqual({ code: 'not_found', error: SEASON_MESSAGES.notFound });
  });

  it('runs upcoming, active, completed and never back, with at most one active season', async () => {
    const u = await newUser('Flow');
    const league = await leagueOf(u, 'awesome');
    const one = (await create(u, league.id, { name: 'One', start_date: '2027-01-01', end_date: '2027-02-01' })).body.season as SeasonBody;
    const two = (await create(u, league.id, { name: 'Two', start_date: '2027-03-01', end_date: '2027-04-01' })).body.season as SeasonBody;
    const status = async (id: string) => (await list(u, league.id)).find((s) => s.id === id)!.status;

    expect((await setStatus(u, league.id, one.id, { status: 'completed' })).body).toEqual({ code: 'conflict', error: SEASON_MESSAGES.notActive });
    expect((await setStatus(u, league.id, one.id, { status: 'upcoming' })).status).toBe(400);
    expect((await setStatus(u, league.id, one.id, { status: 'active' })).status).toBe(200);
    expect(await status(one.id)).toBe('active');
    expect((await setStatus(u, league.id, one.id, { status: 'active' })).body).toEqual({ code: 'conflict', error: SEASON_MESSAGES.alreadyActive });
    // Another season asks to complete the current one first.
    const refused = await setStatus(u, league.id, two.id, { status: 'active' });
    expect(refused.body).toEqual({ code: 'conflict', error: SEASON_MESSAGES.otherActive('One') });
    expect(await status(two.id)).toBe('upcoming');
    const swapped = await setStatus(u, league.id, two.id, { status: 'active', complete_current: true });
    expect(swapped.status).toBe(200);
    expect(swapped.body.seasons.map((s: SeasonBody) => [s.name, s.status])).toEqual([['Two', 'active'], ['One', 'completed']]);
    // Completed stays completed.
    expect((await setStatus(u, league.id, one.id, { status: 'active', complete_current: true })).body).toEqual({ code: 'conflict', error: SEASON_MESSAGES.notUpcoming });
    expect((await setStatus(u, league.id, two.id, { status: 'completed' })).status).toBe(200);
    expect(await status(two.id)).toBe('completed');
    expect((await seasonItems(league.id)).filter((i) => i.entity === activeSeasonModel.entity)).toEqual([]);
  });

  it('lets exactly one of 10 parallel activations of different seasons win', async () => {
    const u = await newUser('Race');
    const league = await leagueOf(u, 'amazing');
    const ids: string[] = [];
    for (let i = 0; i < 10; i++) ids.push(((await create(u, league.id, { name: `S${i}`, start_date: `2027-0${(i % 9) + 1}-01`, end_date: '2027-12-31' })).body.season as SeasonBody).id);
    const answers = await Promise.all(ids.map((id) => setStatus(u, league.id, id, { status: 'active' })));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status !== 200).every((a) => a.status === 409)).toBe(true);
    const seasons = await list(u, league.id);
    expect(seasons.filter((s) => s.status === 'active')).toHaveLength(1);
    const marker = (await seasonItems(league.id)).filter((i) => i.entity === activeSeasonModel.entity);
    expect(marker).toHaveLength(1);
    expect(marker[0].season_id).toBe(seasons.find((s) => s.status === 'active')!.id);
    // With complete_current, 9 parallel activations still leave exactly one active season.
    const rest = seasons.filter((s) => s.status === 'upcoming').map((s) => s.id);
    await Promise.all(rest.map((id) => setStatus(u, league.id, id, { status: 'active', complete_current: true })));
    const after = await list(u, league.id);
    expect(after.filter((s) => s.status === 'active')).toHaveLength(1);
  });

  it('lets exactly the plan’s number of 10 parallel creates succeed; deleting gives the place back and removes its teams', async () => {
    for (const [plan, limit] of [[undefined, 1], ['awesome', 10]] as const) {
      const u = await newUser('Cap');
      const league = await leagueOf(u, plan);
      const team = await teamOf(u, league.id, 'Capped');
      const count = plan ? 12 : 10;
      const answers = await Promise.all(Array.from({ length: count }, (_, i) => create(u, league.id, { name: `Season ${i}`, start_date: '2027-01-01', end_date: '2027-06-01', team_ids: [team.id] })));
      expect(answers.filter((a) => a.status === 201)).toHaveLength(limit);
      expect(answers.filter((a) => a.status !== 201).every((a) => a.status === 409 && a.body.code === 'limit_reached'
        && a.body.error === "Upgrade Required: You've reached your season limit. Upgrade your plan to create more seasons.")).toBe(true);
      expect((await u.api.get('/api/subscription/usage')).body.usage.max_seasons_per_league).toBe(limit);
      const limitCheck = await u.api.post('/api/subscription/check-limit', { feature_key: 'max_seasons_per_league', league_id: league.id });
      expect(limitCheck.body).toMatchObject({ allowed: false, current_usage: limit, limit });
      const first = answers.find((a) => a.status === 201)!.body.season as SeasonBody;
      expect((await setStatus(u, league.id, first.id, { status: 'active' })).status).toBe(200);
      // Deleting the active season frees the active marker too.
      expect((await u.api.del(`/api/leagues/${league.id}/seasons/${first.id}`)).status).toBe(204);
      expect((await u.api.del(`/api/leagues/${league.id}/seasons/${first.id}`)).body).toEqual({ code: 'not_found', error: SEASON_MESSAGES.notFound });
      expect((await u.api.get('/api/subscription/usage')).body.usage.max_seasons_per_league).toBe(limit - 1);
      const left = await seasonItems(league.id);
      expect(left.filter((i) => String(i.sk).includes(first.id))).toEqual([]);
      expect(left.filter((i) => i.entity === activeSeasonModel.entity)).toEqual([]);
      expect((await create(u, league.id, { name: 'Again', start_date: '2027-01-01', end_date: '2027-06-01' })).status).toBe(201);
    }
  });

  it('re-invites a previous season’s teams: their managers are e-mailed, the invitations are pending, and accepting joins the team', async () => {
    const admin = await newUser('Rita', 'Renew');
    const manager = await newUser('Manny', 'Manager');
    const league = await leagueOf(admin, 'awesome', 'Harbour Sunday League');
    const otters = await teamOf(admin, league.id, 'Otters', manager.email);
    await acceptNewestInvitation(manager);
    const seals = await teamOf(admin, league.id, 'Seals');
    const newcomers = await teamOf(admin, league.id, 'Newcomers');
    const old = (await create(admin, league.id, { name: 'Spring 2027', start_date: '2027-03-01', end_date: '2027-05-31', team_ids: [otters.id, seals.id] })).body.season as SeasonBody;

    // A re-invited team is not chosen directly: it joins when its manager accepts.
    const overlap = await create(admin, league.id, { name: 'Autumn 2027', start_date: '2027-09-01', end_date: '2027-11-30', team_ids: [otters.id], reinvite_from_season_id: old.id });
    expect(overlap.body).toMatchObject({ code: 'validation', field: 'team_ids' });
    const unknown = await create(admin, league.id, { name: 'Autumn 2027', start_date: '2027-09-01', end_date: '2027-11-30', reinvite_from_season_id: 'NOPE' });
    expect(unknown.body).toMatchObject({ code: 'validation', field: 'reinvite_from_season_id' });

    const created = await create(admin, league.id, { name: 'Autumn 2027', start_date: '2027-09-01', end_date: '2027-11-30', team_ids: [newcomers.id], reinvite_from_season_id: old.id });
    expect(created.status).toBe(201);
    // Seals is the organiser's own team: no e-mail to the organiser, and the answer says why.
    expect(created.body.invitations).toEqual({ sent: 1, failed: 0, not_invited: [{ team_id: seals.id, team_name: 'Seals', reason: SEASON_MESSAGES.reasonSelfManaged }] });
    const autumn = created.body.season as SeasonBody;
    expect(autumn.team_ids).toEqual([newcomers.id]);

    const mail = (await outbox()).find((m) => m.to === manager.email.toLowerCase())!;
    expect(mail.subject).toBe('Rita Renew invited Otters to Autumn 2027 in Harbour Sunday League');
    for (const part of [mail.text, mail.html]) expect(part).toContain('Autumn 2027');

    const pending = await admin.api.get(`/api/leagues/${league.id}/seasons/${autumn.id}/invitations`);
    expect(pending.status).toBe(200);
    expect(pending.body.invitations).toHaveLength(1);
    expect(pending.body.invitations.map((i: { team_name: string }) => i.team_name).sort()).toEqual(['Otters']);
    expect(pending.body.invitations.find((i: { team_id: string }) => i.team_id === otters.id)).toMatchObject({
      season_id: autumn.id, manager_email: manager.email.toLowerCase(), invitation_status: 'pending',
    });
    const times = pending.body.invitations.map((i: { invited_at: string }) => i.invited_at);
    expect(times).toEqual([...times].sort().reverse());

    // The invitation page names the season; someone else cannot accept; the manager's accept joins the team.
    const token = await invitationToken(manager.email);
    const page = await manager.api.get(`/api/invitations/${token}`);
    expect(page.body.invitation).toMatchObject({ kind: 'season_team', state: 'pending', team: { id: otters.id, name: 'Otters' }, season: { id: autumn.id, name: 'Autumn 2027' } });
    const stranger = await newUser('Stray');
    expect((await stranger.api.post(`/api/invitations/${token}/accept`)).body.code).toBe('email_mismatch');
    const accepted = await manager.api.post(`/api/invitations/${token}/accept`);
    expect(accepted.status).toBe(200);
    expect(accepted.body).toEqual({ league_id: league.id, team_id: otters.id, kind: 'season_team' });
    expect((await list(admin, league.id)).find((s) => s.id === autumn.id)).toMatchObject({ team_count: 2 });
    expect((await list(admin, league.id)).find((s) => s.id === autumn.id)!.team_ids.sort()).toEqual([newcomers.id, otters.id].sort());
    expect((await manager.api.post(`/api/invitations/${token}/accept`)).body).toEqual({ code: 'invitation_used', error: INVITATION_MESSAGES.alreadyUsed });
    const after = (await admin.api.get(`/api/leagues/${league.id}/seasons/${autumn.id}/invitations`)).body.invitations as { team_id: string; invitation_status: string }[];
    expect(after.find((i) => i.team_id === otters.id)!.invitation_status).toBe('accepted');
    // The earlier season is untouched.
    expect((await list(admin, league.id)).find((s) => s.id === old.id)).toMatchObject({ team_count: 2 });
    const stored = (await partitionItems(`LEAGUE#${league.id}`)).filter((i) => i.entity === invitationModel.entity && i.kind === 'season_team');
    expect(stored.every((i) => i.season_id === autumn.id)).toBe(true);
  });

  it('re-invites each team through its own manager: teams only the organiser runs get no e-mail and are listed with the reason', async () => {
    const admin = await newUser('Olga', 'Organiser');
    const managers = await Promise.all(['Ann', 'Ben'].map((n) => newUser(n, 'Manager')));
    const league = await leagueOf(admin, 'awesome', 'Eight Team League');
    const managed = [];
    for (const [n, m] of managers.entries()) {
      managed.push(await teamOf(admin, league.id, `Managed ${n + 1}`, m.email));
      await acceptNewestInvitation(m);
    }
    const own = await teamOf(admin, league.id, 'Organiser FC');
    const waitingEmail = `waiting-${Date.now()}@example.com`;
    const waiting = await teamOf(admin, league.id, 'Waiting FC', waitingEmail);
    const all = [...managed, own, waiting];
    const spring = (await create(admin, league.id, { name: 'Spring', start_date: '2027-03-01', end_date: '2027-05-31', team_ids: all.map((t) => t.id) })).body.season as SeasonBody;
    const mailsBefore = (await outbox()).length;

    const r = await create(admin, league.id, { name: 'Autumn', start_date: '2027-09-01', end_date: '2027-11-30', team_ids: [], reinvite_from_season_id: spring.id });
    expect(r.status).toBe(201);
    expect(r.body.invitations.sent).toBe(2);
    expect(r.body.invitations.failed).toBe(0);
    const notInvited = [
      { team_id: own.id, team_name: 'Organiser FC', reason: SEASON_MESSAGES.reasonSelfManaged },
      { team_id: waiting.id, team_name: 'Waiting FC', reason: SEASON_MESSAGES.reasonManagerPending(waitingEmail) },
    ];
    expect([...r.body.invitations.not_invited].sort((a, b) => a.team_name.localeCompare(b.team_name))).toEqual(notInvited);

    // Exactly one e-mail to each team's own manager, none to the organiser or the not-yet-accepted address.
    const sent = (await outbox()).slice(0, (await outbox()).length - mailsBefore).filter((m) => /Autumn/.test(m.subject));
    expect(sent.map((m) => m.to).sort()).toEqual(managers.map((m) => m.email.toLowerCase()).sort());
    const reinvitations = (await admin.api.get(`/api/leagues/${league.id}/seasons/${r.body.season.id}/invitations`)).body.invitations as { team_id: string; manager_email: string }[];
    expect(Object.fromEntries(reinvitations.map((i) => [i.team_id, i.manager_email]))).toEqual(
      Object.fromEntries(managed.map((t, n) => [t.id, managers[n].email.toLowerCase()])),
    );
    // The season card keeps the list of teams left out, with the reasons.
    const autumn = (await list(admin, league.id)).find((s) => s.name === 'Autumn') as SeasonBody & { not_invited: { team_name: string }[] };
    expect([...autumn.not_invited].sort((a, b) => a.team_name.localeCompare(b.team_name))).toEqual(notInvited);
  });

  it('keeps re-invitation to plans that have it, with the spec’s message, and writes nothing', async () => {
    const u = await newUser('Free');
    const league = await leagueOf(u);
    const team = await teamOf(u, league.id, 'Solo');
    const first = (await create(u, league.id, { name: 'First', start_date: '2027-01-01', end_date: '2027-02-01', team_ids: [team.id] })).body.season as SeasonBody;
    expect((await u.api.del(`/api/leagues/${league.id}/seasons/${first.id}`)).status).toBe(204);
    const kept = (await create(u, league.id, { name: 'Kept', start_date: '2027-01-01', end_date: '2027-02-01', team_ids: [team.id] })).body.season as SeasonBody;
    const before = await seasonItems(league.id);
    const r = await create(u, league.id, { name: 'Second', start_date: '2027-03-01', end_date: '2027-04-01', reinvite_from_season_id: kept.id });
    expect(r.status).toBe(403);
    expect(r.body).toEqual({ code: 'plan_feature_required', error: SEASON_MESSAGES.reinviteUpgrade });
    expect(await seasonItems(league.id)).toEqual(before);
  });

  it('lets only the league’s admin manage seasons: a stranger and a player get what a missing league gets', async () => {
    const admin = await newUser('Own');
    const player = await newUser('Play');
    const stranger = await newUser('Strange');
    const league = await leagueOf(admin, 'awesome');
    const team = await teamOf(admin, league.id, 'Team');
    expect((await admin.api.post(`/api/teams/${team.id}/players`, { email: player.email })).status).toBe(201);
    await acceptNewestInvitation(player);
    const season = (await create(admin, league.id, { name: 'Ours', start_date: '2027-01-01', end_date: '2027-02-01', team_ids: [team.id] })).body.season as SeasonBody;
    const missing = { code: 'not_found', error: 'League not found' };
    for (const who of [player, stranger]) {
      const base = `/api/leagues/${league.id}/seasons`;
      expect((await who.api.get(base)).body).toEqual(missing);
      expect((await who.api.post(base, { name: 'Theirs', start_date: '2027-01-01', end_date: '2027-02-01' })).body).toEqual(missing);
      expect((await who.api.put(`${base}/${season.id}`, { name: 'Hijack', start_date: '2027-01-01', end_date: '2027-02-01' })).body).toEqual(missing);
      expect((await who.api.post(`${base}/${season.id}/status`, { status: 'active' })).body).toEqual(missing);
      expect((await who.api.del(`${base}/${season.id}`)).body).toEqual(missing);
      expect((await who.api.get(`${base}/${season.id}/invitations`)).body).toEqual(missing);
    }
    expect(await list(admin, league.id)).toMatchObject([{ id: season.id, name: 'Ours', status: 'upcoming', team_count: 1 }]);
  });
});
