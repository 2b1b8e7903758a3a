import { beforeAll, describe, expect, it } from 'vitest';
import { API_FUNCTIONS } from '../../functions/routes';
import { actionsOfRole, buildStack, type Fixture } from './stack-fixture';

// Invitation e-mails (teams: managers and players; teamAdmin: manager changes and invite dialogs; seasons: re-invitations; invitations: Resend; imports: imported teams' managers and players) and game notices (games: schedules, moved and cancelled games; seasons and leagues: a schedule published by activating the season or publishing the league) go out through SES: only the functions that send them may, as the configured sender only.
/** The functions that e-mail people: invitations, game notices, re-invitations, announcements, payment notices. */
const MAIL_SENDERS = ['signUp', 'teams', 'invitations', 'leagues', 'games', 'billing', 'registrations', 'publicRegistration', 'seasons', 'teamAdmin', 'imports', 'teamPage', 'messages', 'gameDay', 'assistant', 'support'];

describe('the mail the API sends', () => {
  let f: Fixture;
  beforeAll(() => {
    f = buildStack({ mailFrom: 'invites@league.example.org' });
  });
  const fnProps = (name: keyof typeof API_FUNCTIONS) =>
    f.template.findResources('AWS::Lambda::Function')[f.logicalId(f.stack.api.functions[name].fn)].Properties;
  const roleOf = (name: keyof typeof API_FUNCTIONS) => f.logicalId(f.stack.api.functions[name].fn.role!);

  it('gives the sending functions the sender, the app URL for links and ses:SendEmail on that identity only', () => {
    const senders = Object.entries(API_FUNCTIONS).filter(([, d]) => 'mail' in d && d.mail).map(([n]) => n as keyof typeof API_FUNCTIONS);
    expect(senders).toEqual(MAIL_SENDERS);
    for (const name of senders) {
      const env = fnProps(name).Environment.Variables;
      expect(env.MAIL_FROM).toBe('invites@league.example.org');
      expect(env.APP_URL).toBeDefined();
      expect(actionsOfRole(f.template, roleOf(name))).toContain('ses:SendEmail');
      const policies = Object.values(f.template.findResources('AWS::IAM::Policy'))
        .filter((p) => JSON.stringify(p.Properties.Roles).includes(roleOf(name)));
      const ses = policies.flatMap((p) => p.Properties.PolicyDocument.Statement).filter((s: { Action: unknown }) => s.Action === 'ses:SendEmail');
      expect(JSON.stringify(ses[0].Resource)).toContain(':identity/league.example.org');
    }
  });

  it('lets no other function send mail', () => {
    for (const name of Object.keys(API_FUNCTIONS) as (keyof typeof API_FUNCTIONS)[]) {
      if ((MAIL_SENDERS as string[]).includes(name)) continue;
      expect(actionsOfRole(f.template, roleOf(name)), name).not.toContain('ses:SendEmail');
      expect(fnProps(name).Environment.Variables.MAIL_FROM, name).toBeUndefined();
    }
  });

  it('refuses a sender that is not an e-mail address at synth', () => {
    expect(() => buildStack({ mailFrom: 'not-an-address' })).toThrow(/mailFrom/);
  });
});
