// The assistant's invitations (issue 40, "invite teams or players") against the real local stack and its Bedrock
// stand-in: last season's teams invited back to a season through their managers, players invited to a team by
// address or the team's roster to its new season. Each is a preview that writes nothing, runs once on confirmation
// through the product's services (the same checks as the API), is in the league's activity log, and never reaches
// another tenant's league or team, nor a team the caller does not run.
import { beforeAll, describe, expect, it } from 'vitest';
import { SEASON_MESSAGES } from '../../shared/season-schema';
import { ask, subOf, useStackTable } from './support/assistant';
import { activeGameLeague, teamsIn, type GameLeague, type User } from './support/games';
import { acceptNewestInvitation } from './support/invitations';
import { newUser, outbox, stack, uniqueEmail } from './support/local';

const tag = Math.random().toString(36).slice(2, 8);
const PROPOSAL_SENTENCE = 'Here is what I would change; confirm to go ahead.';

let admin: User; let heronsBoss: User; let ottersBoss: User; let pia: User; let pete: User;
let league: GameLeague; let herons: { id: string; name: string }; let otters: { id: string; name: string }; let own: { id: string; name: string };
let springId: string;
let other: User; let otherLeague: GameLeague; let otherTeam: { id: string; name: string };

/** E-mails with an invitation link to `email` (the outbox keeps every message the stack sent). */
const invitationsTo = async (email: string, about = '') => (await outbox()).filter((m) => m.to === email.toLowerCase() && /\/invite\//.test(m.text) && m.subject.includes(about));
const log = async () => (await admin.api.get(`/api/leagues/${league.id}/autopilot/log`)).body.entries as { automation: string; summary: string; can_undo: boolean }[];
const seasonInvitations = async () => (await admin.api.get(`/api/leagues/${league.id}/seasons/${springId}/invitations`)).body.invitations as { team_id: string; manager_email: string }[];

/** The tool result the model was sent for a proposal (the stand-in keeps the requests it got). */
async function toolResultOf(proposalId: string) {
  type Block = { toolResult?: { content?: { json?: { summary: string; data?: { proposal_id?: string } } }[] } };
  const { requests } = (await (await fetch(`${stack().bedrockUrl}/__control/requests`)).json()) as { requests: { body: { messages: { content: Block[] }[] } }[] };
  const results = requests.flatMap((q) => q.body.messages.flatMap((m) => m.content.flatMap((b) => b.toolResult?.content ?? [])));
  return results.find((c) => c.json?.data?.proposal_id === proposalId)?.json;
}

async function season(u: User, leagueId: string, name: string, start: string, end: string, teamIds: string[], activate: boolean) {
  const r = await u.api.post(`/api/leagues/${leagueId}/seasons`, { name, start_date: start, end_date: end, team_ids: teamIds });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  if (activate) expect((await u.api.post(`/api/leagues/${leagueId}/seasons/${r.body.season.id}/status`, { status: 'active' })).status).toBe(200);
  return r.body.season.id as string;
}

beforeAll(async () => {
  [admin, heronsBoss, ottersBoss, pia, pete, other] = await Promise.all([
    newUser('Ivy', 'Inviter'), newUser('Hera', 'Heron'), newUser('Otis', 'Otter'), newUser('Pia', 'Player'), newUser('Pete', 'Player'), newUser('Otto', 'Other'),
  ]);
  league = await activeGameLeague(admin, { name: `Invite League ${tag}` });
  [herons, otters, own] = await teamsIn(admin, league.id, ['Herons', 'Otters', 'Own Team'], { Herons: heronsBoss, Otters: ottersBoss });
  for (const p of [pia, pete]) {
    expect((await heronsBoss.api.post(`/api/teams/${herons.id}/invitations`, { email: p.email })).status).toBe(201);
    await acceptNewestInvitation(p);
  }
  await season(admin, league.id, 'Fall 2026', '2026-09-01', '2026-11-30', [herons.id, otters.id, own.id], true);
  springId = await season(admin, league.id, 'Spring 2027', '2027-03-01', '2027-06-30', [], false);

  otherLeague = await activeGameLeague(other, { name: `Other Tenant ${tag}` });
  [otherTeam] = await teamsIn(other, otherLeague.id, ['Northfield Hornets']);
  await season(other, otherLeague.id, 'Fall 2026', '2026-09-01', '2026-11-30', [otherTeam.id], true);
  await season(other, otherLeague.id, 'Spring 2027', '2027-03-01', '2027-06-30', [], false);
}, 240_000);

describe('the assistant inviting teams back to a season', () => {
  it('previews exactly which managers get an invitation and which teams do not, and sends nothing before confirmation', async () => {
    const r = await ask(admin, 'invite last season\'s teams back to spring', { league_id: league.id });
    expect(r.proposals, r.text).toHaveLength(1);
    const p = r.proposals[0];
    expect(p).toMatchObject({ tool: 'invite_teams', status: 'proposed', summary: 'Invite 2 teams of "Fall 2026" back to "Spring 2027"' });
    expect(p.changes).toEqual([
      `Invite "Herons" back to "Spring 2027": e-mail its manager, ${heronsBoss.email}`,
      `Invite "Otters" back to "Spring 2027": e-mail its manager, ${ottersBoss.email}`,
      `Not invited: "Own Team" (${SEASON_MESSAGES.reasonSelfManaged})`,
    ]);
    // The answer beside the card is one sentence, not the card again; a model reads what is proposed in the data.
    expect(r.text).toBe(PROPOSAL_SENTENCE);
    expect(await toolResultOf(p.id)).toEqual({
      summary: PROPOSAL_SENTENCE,
      data: { proposal_id: p.id, status: 'proposed: not done until the person confirms it on the card', proposed: p.summary, changes: p.changes },
    });
    expect(await invitationsTo(heronsBoss.email, 'Spring 2027')).toHaveLength(0);
    expect(await invitationsTo(ottersBoss.email, 'Spring 2027')).toHaveLength(0);
    expect(await seasonInvitations()).toEqual([]);

    // Two confirmations at once: one sends the invitations, the other is told it is done.
    const [a, b] = await Promise.all([admin.api.post(`/api/assistant/proposals/${p.id}/confirm`), admin.api.post(`/api/assistant/proposals/${p.id}/confirm`)]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const ok = a.status === 200 ? a.body : b.body;
    expect(ok.proposal.status).toBe('confirmed');
    expect(ok.message).toBe('2 teams\' managers are invited: "Herons", "Otters". Each team joins the season when its manager accepts.');
    expect(ok.proposal.links).toEqual([{ label: 'The invitations on the Seasons page', href: `/league-management?league=${league.id}&tab=seasons` }]);
    expect(await invitationsTo(heronsBoss.email, 'Spring 2027')).toHaveLength(1);
    expect(await invitationsTo(ottersBoss.email, 'Spring 2027')).toHaveLength(1);
    expect((await seasonInvitations()).map((i) => i.team_id).sort()).toEqual([herons.id, otters.id].sort());
    expect((await log()).filter((e) => e.automation === 'assistant' && e.summary === 'Invite 2 teams of "Fall 2026" back to "Spring 2027" (confirmed in the assistant)')).toHaveLength(1);
  });

  it('invites nobody twice: asking again lists the teams as invited already, and running the change again sends nothing', async () => {
    const again = await ask(admin, 'invite the teams back for Spring 2027', { league_id: league.id });
    expect(again.proposals).toEqual([]);
    expect(again.text).toContain('No team of "Fall 2026" needs an invitation to "Spring 2027"');
    expect(again.text).toContain(`"Herons" (already invited (${heronsBoss.email}))`);
    useStackTable();
    const { ACT_TOOLS } = await import('../../functions/assistant/tools-act');
    const ran = await ACT_TOOLS.invite_teams.run(await subOf(admin), league.id, { season_id: springId, team_ids: [herons.id, otters.id] }, new Date());
    expect(ran.message).toBe('Nobody was invited: those teams are invited or back already.');
    expect(await invitationsTo(heronsBoss.email, 'Spring 2027')).toHaveLength(1);
    expect(await invitationsTo(ottersBoss.email, 'Spring 2027')).toHaveLength(1);
  });

  it('says plainly when there is no season before, when the plan lacks re-invitations, and when the caller is not the organiser', async () => {
    const first = await ask(admin, 'invite the teams back to Fall 2026', { league_id: league.id });
    expect(first.proposals).toEqual([]);
    expect(first.text).toBe('That did not go through: Fall 2026 has no season before it to invite teams from');

    const free = await newUser('Fran', 'Free');
    const created = (await free.api.post('/api/leagues', { name: `Free League ${tag}`, sport: 'basketball' })).body.league;
    const [solo] = await teamsIn(free, created.id, ['Solo']);
    await season(free, created.id, 'Winter 2026', '2026-12-01', '2027-02-28', [solo.id], false);
    const gated = await ask(free, 'invite the teams back', { league_id: created.id });
    expect(gated.proposals).toEqual([]);
    expect(gated.text).toBe(`That did not go through: ${SEASON_MESSAGES.reinviteUpgrade}`);

    const manager = await ask(heronsBoss, 'invite the teams back', { league_id: league.id });
    expect(manager.proposals).toEqual([]);
    expect(manager.text).toBe(`That did not go through: Only the organiser of "Invite League ${tag}" can do that.`);
  });
});

describe('the assistant inviting players to a team', () => {
  it('lets the team\'s manager invite an address: a preview that sends nothing, then one invitation however often it is confirmed', async () => {
    const newcomer = uniqueEmail('newcomer');
    const r = await ask(heronsBoss, `invite ${newcomer} and ${pia.email} to Herons`, { league_id: league.id });
    expect(r.proposals, r.text).toHaveLength(1);
    const p = r.proposals[0];
    expect(p).toMatchObject({ tool: 'invite_players', summary: 'Invite 1 player to "Herons"' });
    expect(p.changes).toEqual([`Invite ${newcomer} to play for "Herons": an e-mail with a link to join the roster`, `Not invited: "${pia.email}" (already on the roster)`]);
    expect(r.text).toBe(PROPOSAL_SENTENCE);
    expect(await invitationsTo(newcomer)).toHaveLength(0);
    const pending = async () => ((await heronsBoss.api.get(`/api/teams/${herons.id}/invitations`)).body.invitations as { invited_email: string }[]).filter((i) => i.invited_email === newcomer);
    expect(await pending()).toEqual([]);

    const [a, b] = await Promise.all([heronsBoss.api.post(`/api/assistant/proposals/${p.id}/confirm`), heronsBoss.api.post(`/api/assistant/proposals/${p.id}/confirm`)]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect((a.status === 200 ? a.body : b.body).message).toBe(`1 player is invited: "${newcomer}".`);
    expect(await invitationsTo(newcomer)).toHaveLength(1);
    expect(await pending()).toHaveLength(1);
    expect((await log()).some((e) => e.automation === 'assistant' && e.summary === 'Invite 1 player to "Herons" (confirmed in the assistant)')).toBe(true);

    const again = await ask(heronsBoss, `invite ${newcomer} to Herons`, { league_id: league.id });
    expect(again.proposals).toEqual([]);
    expect(again.text).toBe(`That did not go through: No one to invite to "Herons": ${newcomer} (already invited).`);
    expect(await invitationsTo(newcomer)).toHaveLength(1);
  });

  it('refuses another team\'s manager, and another tenant\'s team or league even when named by id', async () => {
    const stranger = uniqueEmail('stranger');
    const r = await ask(heronsBoss, `invite ${stranger} to Otters`, { league_id: league.id });
    expect(r.proposals).toEqual([]);
    expect(r.text).toBe(`That did not go through: Only the organiser of "Invite League ${tag}" or the manager of "Otters" can invite its players.`);
    const hornets = await ask(admin, `invite ${stranger} to Northfield Hornets`, { league_id: league.id });
    expect(hornets.proposals).toEqual([]);
    expect(hornets.text).toContain('cannot find a team called "Northfield Hornets"');

    useStackTable();
    const { callerScope } = await import('../../functions/assistant/scope');
    const { runTool } = await import('../../functions/assistant/tool-runner');
    const scope = await callerScope(await subOf(admin));
    for (const [name, input] of [
      ['invite_players', { team: otherTeam.id, emails: [stranger] }], ['invite_players', { league: otherLeague.id, team: otherTeam.id }],
      ['invite_teams', { league: otherLeague.id }], ['invite_teams', { league: otherLeague.name, season: 'Spring 2027' }],
    ] as const) {
      const out = await runTool(scope, name, input, null);
      expect(out.proposal, `${name} ${JSON.stringify(input)}`).toBeNull();
      expect(out.result.summary).toMatch(/cannot find a (team|league)/);
    }
    expect(await invitationsTo(stranger)).toEqual([]);
    expect(((await other.api.get(`/api/leagues/${otherLeague.id}/invitations`)).body.invitations as { invited_email: string }[]).filter((i) => i.invited_email === stranger)).toEqual([]);
  });

  it('invites the Herons\' roster to its new season once its manager has brought it back: each player once, never the manager', async () => {
    // Not in the season yet: the players cannot be invited to it.
    const early = await ask(admin, 'invite the Herons players back for Spring 2027', { league_id: league.id });
    expect(early.text).toBe('That did not go through: Herons is not in Spring 2027 yet: invite the team back first');
    await acceptNewestInvitation(heronsBoss);
    const before = { pia: (await invitationsTo(pia.email)).length, pete: (await invitationsTo(pete.email)).length };

    const r = await ask(admin, 'invite the Herons players back for spring', { league_id: league.id });
    expect(r.proposals, r.text).toHaveLength(1);
    const p = r.proposals[0];
    expect(p.summary).toBe('Invite 2 players of "Herons" to "Spring 2027"');
    expect([...p.changes].sort()).toEqual([
      `Invite "Pete Player" (${pete.email}) to play for "Herons" in "Spring 2027"`, `Invite "Pia Player" (${pia.email}) to play for "Herons" in "Spring 2027"`,
    ]);
    expect(p.links).toEqual([{ label: 'Roster of Herons', href: `/team/${herons.id}?tab=roster` }]);
    expect(await invitationsTo(pia.email)).toHaveLength(before.pia);
    const seasonView = async () => (await heronsBoss.api.get(`/api/teams/${herons.id}/season-invitations`)).body.seasons as { season_id: string; players: { name: string; state: string }[] }[];
    expect(await seasonView()).toEqual([]);

    const [a, b] = await Promise.all([admin.api.post(`/api/assistant/proposals/${p.id}/confirm`), admin.api.post(`/api/assistant/proposals/${p.id}/confirm`)]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect(await invitationsTo(pia.email)).toHaveLength(before.pia + 1);
    expect(await invitationsTo(pete.email)).toHaveLength(before.pete + 1);
    expect(await seasonView()).toEqual([{ season_id: springId, season_name: 'Spring 2027', players: [
      expect.objectContaining({ name: 'Pete Player', state: 'pending' }), expect.objectContaining({ name: 'Pia Player', state: 'pending' }),
    ] }]);
    // Each invitation is in the log, undoable; and the confirmed change itself.
    const entries = await log();
    expect(entries.filter((e) => e.automation === 'assistant' && /^Invited P(ia|ete) Player to play for Herons in Spring 2027$/.test(e.summary) && e.can_undo)).toHaveLength(2);
    expect(entries.some((e) => e.summary === 'Invite 2 players of "Herons" to "Spring 2027" (confirmed in the assistant)')).toBe(true);

    // Running the same change again, as a second proposal would, invites nobody.
    useStackTable();
    const { ACT_TOOLS } = await import('../../functions/assistant/tools-act');
    const ran = await ACT_TOOLS.invite_players.run(await subOf(admin), league.id, { mode: 'season', team_id: herons.id, season_id: springId, user_ids: [await subOf(pia), await subOf(pete)] }, new Date());
    expect(ran.message).toBe('Nobody was invited: they are invited or on the roster already.');
    expect(await invitationsTo(pia.email)).toHaveLength(before.pia + 1);
  });
});
