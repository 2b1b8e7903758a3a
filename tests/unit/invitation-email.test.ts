import { describe, expect, it } from 'vitest';
import { invitationEmail } from '../../functions/invitations/invitation-email';

describe('the invitation e-mail', () => {
  const base = {
    to: 'marta@example.com', appUrl: 'https://app.example.com/', token: 'L1.abc', kind: 'team_manager' as const,
    inviterName: 'Ada <Admin>', leagueName: 'Harbour & Bay', teamName: 'Herons', expiresAt: '2026-11-29T10:00:00.000Z',
  };

  it('names the inviter, the league, the role and the link in both parts', () => {
    const m = invitationEmail(base);
    expect(m.subject).toBe('Ada <Admin> invited you to Harbour & Bay');
    expect(m.text).toContain('Ada <Admin> invited you to manage Herons in Harbour & Bay.');
    expect(m.text).toContain('https://app.example.com/invite/L1.abc');
    expect(m.text).toContain('valid until Sun, 29 Nov 2026');
    expect(m.html).toContain('<a href="https://app.example.com/invite/L1.abc">');
    expect(invitationEmail({ ...base, kind: 'player' }).text).toContain('to play for Herons');
  });

  it('names the new season in a season re-invitation', () => {
    const m = invitationEmail({ ...base, kind: 'season_team', seasonName: 'Autumn 2027' });
    expect(m.subject).toBe('Ada <Admin> invited Herons to Autumn 2027 in Harbour & Bay');
    expect(m.text).toContain('invited you to enter Herons in the new season Autumn 2027 in Harbour & Bay.');
    expect(m.html).toContain('Autumn 2027');
  });

  it('escapes what people typed in the HTML part', () => {
    const m = invitationEmail(base);
    expect(m.html).not.toContain('<Admin>');
    expect(m.html).toContain('Ada &#60;Admin&#62;');
    expect(m.html).toContain('Harbour &#38; Bay');
  });
});
