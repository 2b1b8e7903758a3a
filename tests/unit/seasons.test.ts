import { describe, expect, it } from 'vitest';
import { sendReinvitations } from '../../functions/seasons/service';
import { seasonCreateSchema, SEASON_MESSAGES } from '../../shared/season-schema';
import { seasonDateRange } from '../../web/admin/src/components/seasons/season-dates';

// newInvitation builds (never sends) the table write that records it, which names the table.
process.env.TABLE_NAME ??= 'unit-table';

const invite = (email: string) => ({
  kind: 'season_team' as const, league: { id: 'L1', name: 'League' }, team: { id: `T-${email}`, name: 'Team' },
  inviterName: 'Ada', email, season: { id: 'S1', name: 'Autumn' },
});

describe('season re-invitations', () => {
  it('counts each manager reached and each e-mail that failed, and withdraws an invitation nobody received', async () => {
    const withdrawn: string[] = [];
    const outcome = await sendReinvitations([invite('a@x.org'), invite('b@x.org'), invite('c@x.org')], {
      record: async () => null,
      send: async (input) => { if (input.email === 'b@x.org') throw new Error('mail down'); },
      withdraw: async (_league, id) => { withdrawn.push(id); },
    });
    expect(outcome).toEqual({ sent: 2, failed: 1 });
    expect(withdrawn).toHaveLength(1);
  });

  it('counts an invitation that could not be recorded (the league went) as failed, without e-mailing it', async () => {
    let mailed = 0;
    const outcome = await sendReinvitations([invite('a@x.org')], {
      record: async () => 'gone', send: async () => { mailed++; }, withdraw: async () => undefined,
    });
    expect(outcome).toEqual({ sent: 0, failed: 1 });
    expect(mailed).toBe(0);
  });
});

describe('season dates', () => {
  it('reads the spec’s card format from the date strings, whatever the reader’s time zone', () => {
    const before = process.env.TZ;
    try {
      for (const tz of ['UTC', 'America/Los_Angeles', 'Pacific/Kiritimati']) {
        process.env.TZ = tz;
        expect(seasonDateRange('2027-03-01', '2027-05-31'), tz).toBe('Mar 1 - May 31, 2027');
      }
    } finally {
      process.env.TZ = before;
    }
  });

  it('refuses an end before the start under end_date, and dates that do not exist', () => {
    const r = seasonCreateSchema.safeParse({ name: 'S', start_date: '2027-05-02', end_date: '2027-05-01' });
    expect(r.success).toBe(false);
    expect(r.error!.issues).toMatchObject([{ path: ['end_date'], message: SEASON_MESSAGES.endBeforeStart }]);
    expect(seasonCreateSchema.safeParse({ name: 'S', start_date: '2027-02-29', end_date: '2027-03-01' }).error!.issues[0].message).toBe(SEASON_MESSAGES.dateFormat);
    expect(seasonCreateSchema.safeParse({ name: 'S', start_date: '2028-02-29', end_date: '2028-02-29' }).success).toBe(true);
  });
});
