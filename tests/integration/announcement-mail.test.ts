// Team announcements by e-mail: posting one with "Also e-mail the team" sends it through the mailer (the local
// outbox) to the team's players and its manager; each e-mail's own unsubscribe link works without signing in, and
// whoever used it (or the team page's switch) is skipped from the next announcement on.
import { describe, expect, it } from 'vitest';
import { activeGameLeague, newUser, teamsIn } from './support/games';
import { acceptNewestInvitation } from './support/invitations';
import { apiClient, outbox } from './support/local';

const announcement = (title: string, emailTeam: boolean) => ({ title, content: `Training moves to 7pm.\n\n${title}`, is_pinned: false, is_public: false, email_team: emailTeam });
const mailsAbout = async (title: string) => (await outbox()).filter((m) => m.subject.endsWith(`: ${title}`));
const stopLink = (text: string) => /\/email-preferences\/([A-Za-z0-9_-]{32})/.exec(text)?.[1];

describe('announcements by e-mail', () => {
  it('e-mails the team\'s players and manager when asked, and not whoever stopped them, from the next announcement on', async () => {
    const admin = await newUser('Ada', 'Organiser');
    const [manager, pia, quin] = await Promise.all([newUser('Mo', 'Manager'), newUser('Pia', 'Player'), newUser('Quin', 'Player')]);
    const league = await activeGameLeague(admin, { name: 'Mail League' });
    const [team] = await teamsIn(admin, league.id, ['Herons'], { Herons: manager });
    for (const p of [pia, quin]) {
      expect((await manager.api.post(`/api/teams/${team.id}/players`, { email: p.email })).status).toBe(201);
      await acceptNewestInvitation(p);
    }
    const team_ = [manager.email, pia.email, quin.email].sort();

    // Without the box ticked, nothing is e-mailed.
    const quiet = await manager.api.post(`/api/teams/${team.id}/announcements`, announcement('Quiet note', false));
    expect(quiet.status).toBe(201);
    expect(quiet.body.emailed).toBe(0);
    expect(await mailsAbout('Quiet note')).toEqual([]);

    const first = await manager.api.post(`/api/teams/${team.id}/announcements`, announcement('Pitch change', true));
    expect(first.status).toBe(201);
    expect(first.body.emailed).toBe(3);
    const mails = await mailsAbout('Pitch change');
    expect(mails.map((m) => m.to).sort()).toEqual(team_);
    const toQuin = mails.find((m) => m.to === quin.email)!;
    expect(toQuin.subject).toBe('Herons: Pitch change');
    expect(toQuin.text).toContain('Training moves to 7pm.');
    expect(toQuin.html).toContain('Stop these e-mails');
    // Each person's link is their own, and cannot be guessed from another's.
    const tokens = mails.map((m) => stopLink(m.text));
    expect(new Set(tokens).size).toBe(3);

    // Quin stops them from the link, signed out.
    const visitor = apiClient(null);
    const token = stopLink(toQuin.text)!;
    expect((await visitor.get(`/api/mail-preferences/${token}`)).body).toEqual({ team_name: 'Herons', league_name: 'Mail League', announcements_email: true, reminders_email: true });
    const stopped = await visitor.put(`/api/mail-preferences/${token}`, { announcements_email: false });
    expect(stopped.status).toBe(200);
    expect(stopped.body.announcements_email).toBe(false);
    expect((await quin.api.get(`/api/teams/${team.id}/mail-preferences`)).body.announcements_email).toBe(false);
    // Pia stops them in the app, with the team page's switch.
    expect((await pia.api.put(`/api/teams/${team.id}/mail-preferences`, { announcements_email: false })).status).toBe(200);

    const second = await admin.api.post(`/api/teams/${team.id}/announcements`, announcement('Kit day', true));
    expect(second.body.emailed).toBe(1);
    expect((await mailsAbout('Kit day')).map((m) => m.to)).toEqual([manager.email]);

    // Pia turns them back on; Quin's link still answers for Quin's choice only.
    expect((await pia.api.put(`/api/teams/${team.id}/mail-preferences`, { announcements_email: true })).status).toBe(200);
    await manager.api.post(`/api/teams/${team.id}/announcements`, announcement('Final whistle', true));
    expect((await mailsAbout('Final whistle')).map((m) => m.to).sort()).toEqual([manager.email, pia.email].sort());

    // A made-up or malformed token changes nothing and says so.
    expect((await visitor.put(`/api/mail-preferences/${'x'.repeat(32)}`, { announcements_email: false })).status).toBe(404);
    expect((await visitor.get('/api/mail-preferences/short')).status).toBe(400);
  });
});
