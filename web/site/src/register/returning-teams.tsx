// A signed-in manager's teams from an earlier season of the league, each re-registered in one step: the same team
// and level, last season's answers; only the waiver (when the season has one) is accepted again by typing a name.
// Without the plan feature the teams are listed with the catalogue's upgrade message, and the form below is the way.
// A manager whose team is not playing says so here (the link the autopilot's invitation e-mails): no more reminders.
import { useEffect, useState } from 'react';
import { REGISTRATION_MESSAGES, type Registration, type RegistrationOffer, type ReturningTeams } from '../../../../shared/registration-schema';
import { formatMoney } from '../../../../shared/registration-format';
import { ApiError } from '../lib/fetch-json';
import { registrationApi } from './registration-api';
import { TextField } from './registration-fields';

interface Props {
  offer: RegistrationOffer;
  /** Registered: paid online opens the checkout, anything else shows the registration. */
  onRegistered: (r: Registration, checkoutUrl: string | null) => void;
}

export function ReturningTeamsPanel({ offer, onRegistered }: Props) {
  const [returning, setReturning] = useState<ReturningTeams | null>(null);
  const [waiverName, setWaiverName] = useState('');
  // A team without a level picks one of the season's (a team with one keeps it).
  const [levelFor, setLevelFor] = useState<Record<string, string>>({});
  const [sending, setSending] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const teamFee = offer.kinds.find((k) => k.kind === 'team');

  useEffect(() => {
    if (!offer.kinds.some((k) => k.kind === 'team')) return;
    let live = true;
    registrationApi.returning(offer.league_id, offer.season_id).then((r) => live && setReturning(r), () => undefined);
    return () => { live = false; };
  }, [offer.league_id, offer.season_id, offer.kinds]);

  if (!teamFee || !returning || returning.teams.length === 0) return null;

  /** Not this season: the organiser's autopilot stops inviting and reminding this team. */
  async function decline(teamId: string) {
    setErrors({});
    setSending(teamId);
    try {
      setReturning(await registrationApi.decline(offer.league_id, offer.season_id, { team_id: teamId }));
    } catch (err) {
      setErrors({ [teamId]: err instanceof Error ? err.message : String(err) });
    } finally {
      setSending(null);
    }
  }

  async function renew(teamId: string) {
    if (offer.waiver && !waiverName.trim()) {
      setErrors({ waiver_name: REGISTRATION_MESSAGES.waiverRequired });
      return;
    }
    setErrors({});
    setSending(teamId);
    try {
      const created = await registrationApi.renew(offer.league_id, offer.season_id, {
        team_id: teamId, level_id: levelFor[teamId] || null, waiver_version: offer.waiver?.version ?? null, waiver_name: offer.waiver ? waiverName : null, pay_offline: !offer.pays_online,
      });
      onRegistered(created.registration, created.checkout_url);
    } catch (err) {
      const field = err instanceof ApiError && err.field === 'waiver_name' ? 'waiver_name' : teamId;
      setErrors({ [field]: err instanceof Error ? err.message : String(err) });
    } finally {
      setSending(null);
    }
  }

  return (
    <section className="card stack-m returning-teams" aria-labelledby="reg-returning">
      <h2 id="reg-returning">Your teams from last season</h2>
      {returning.renewal_available
        ? <p className="muted">Register a team again in one step: same team, players and level{offer.questions.length ? ', and last season\'s answers' : ''}.</p>
        : <p className="notice">{returning.upgrade_message}. Register your team with the form below.</p>}
      {returning.renewal_available && offer.waiver && (
        <div className="field stack-s">
          <h3 id="reg-returning-waiver">Waiver</h3>
          <div className="waiver-text" tabIndex={0} role="region" aria-labelledby="reg-returning-waiver">{offer.waiver.text}</div>
          <TextField label="Type your full name to accept the waiver" required autoComplete="name" value={waiverName} error={errors.waiver_name} onValue={setWaiverName} />
        </div>
      )}
      <ul className="returning-list" aria-label="Your teams from last season">
        {returning.teams.map((t) => (
          <li key={t.id} className="stack-s">
            <p><strong>{t.name}</strong><span className="muted small"> · {[t.level_name, `played ${t.last_season_name}`].filter(Boolean).join(' · ')}</span></p>
            {returning.renewal_available && !t.level_id && offer.levels.length > 0 && (
              <div className="field">
                <label className="field-label" htmlFor={`reg-returning-level-${t.id}`}>Level for {t.name}</label>
                <select id={`reg-returning-level-${t.id}`} className="text-input" value={levelFor[t.id] ?? ''} onChange={(e) => setLevelFor((x) => ({ ...x, [t.id]: e.target.value }))}>
                  <option value="">Choose a level</option>
                  {offer.levels.map((l) => <option key={l.id} value={l.id}>{l.name}</option>)}
                </select>
              </div>
            )}
            {t.declined && <p className="muted small" role="status">{REGISTRATION_MESSAGES.teamDeclined(t.name, offer.season_name)}</p>}
            <div className="returning-actions">
              {returning.renewal_available && (
                <button type="button" className="btn btn--primary" disabled={sending !== null} aria-busy={sending === t.id || undefined} onClick={() => void renew(t.id)}>
                  Register {t.name} again ({formatMoney(teamFee.fee_now, offer.currency)})
                </button>
              )}
              {returning.renewal_available && !t.declined && (
                <button type="button" className="btn" disabled={sending !== null} onClick={() => void decline(t.id)}>
                  {t.name} is not playing this season
                </button>
              )}
            </div>
            {errors[t.id] && <p className="field-error" role="alert">{errors[t.id]}</p>}
          </li>
        ))}
      </ul>
    </section>
  );
}
