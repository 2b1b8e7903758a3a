// A new organiser's guide on the dashboard: the steps from an empty account to a published league, each with its
// state and a link to its screen, done or not (a done step's link goes back there). It goes away once every step is done, or when dismissed (remembered per user in
// this browser); sharing the link counts as done once the organiser copies it here.
import { useState } from 'react';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import ProgressBar from '@cloudscape-design/components/progress-bar';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import Link from '@cloudscape-design/components/link';
import { RouterButton, RouterLink } from '../../components/router-link';
import { useSetupProgress } from './hooks';
import { setupSteps, type SetupStep } from './setup-steps';

const dismissedKey = (userId: string) => `setup-checklist-dismissed:${userId}`;
const sharedKey = (leagueId: string) => `setup-checklist-shared:${leagueId}`;
const stored = (key: string) => { try { return localStorage.getItem(key) === '1'; } catch { return false; } };
const remember = (key: string) => { try { localStorage.setItem(key, '1'); } catch { /* private mode: for this visit only */ } };

export function SetupChecklist({ userId, leagueId }: { userId: string; leagueId: string | null }) {
  const [dismissed, setDismissed] = useState(() => stored(dismissedKey(userId)));
  const [shared, setShared] = useState(() => !!leagueId && stored(sharedKey(leagueId)));
  const enabled = !!leagueId && !dismissed;
  const [league, levels, teams, seasons, branding] = useSetupProgress(leagueId, enabled);
  if (dismissed) return null;
  if (leagueId && [league, levels, teams, seasons, branding].some((q) => q.isPending)) return null;
  const l = league.data?.league;
  const steps = setupSteps({
    league: l ? { id: l.id, status: l.status, custom_slug: l.custom_slug } : null,
    levels: levels.data?.levels.length ?? 0,
    teams: teams.data?.length ?? 0,
    seasons: seasons.data?.seasons.length ?? 0,
    games: (seasons.data?.seasons ?? []).reduce((n, s) => n + (s.games_count ?? 0), 0),
    brandingSaved: !!branding.data?.branding.updated_at,
    shared,
  });
  const done = steps.filter((s) => s.done).length;
  if (done === steps.length) return null;
  const next = steps.find((s) => !s.done)!;

  const share = async (step: SetupStep) => {
    const url = `${location.origin}${step.href}`;
    try { await navigator.clipboard.writeText(url); } catch { /* no clipboard permission: the address stays on screen */ }
    remember(sharedKey(leagueId!));
    setShared(true);
  };
  const dismiss = () => { remember(dismissedKey(userId)); setDismissed(true); };

  return (
    <Container
      header={(
        <Header variant="h2" description="From an empty account to a league people can follow." actions={<Button variant="normal" onClick={dismiss}>Dismiss</Button>}>
          Set up your league
        </Header>
      )}
    >
      <SpaceBetween size="m">
        <ProgressBar value={(done / steps.length) * 100} label="Setup progress" additionalInfo={`${done} of ${steps.length} steps done`} />
        <ol className="setup-checklist" aria-label="Setup steps">
          {steps.map((s, i) => (
            <li key={s.id} aria-label={`${s.title}: ${s.done ? 'done' : 'to do'}`}>
              <SpaceBetween size="xxs">
                <StatusIndicator type={s.done ? 'success' : s === next ? 'in-progress' : 'pending'}>
                  <Box variant="strong" display="inline">{i + 1}. {s.title}</Box>
                </StatusIndicator>
                <Box variant="small" color="text-body-secondary">{s.text}</Box>
                {(s.id === 'league' || leagueId) && <StepLink step={s} next={s === next} onShare={() => void share(s)} />}
              </SpaceBetween>
            </li>
          ))}
        </ol>
      </SpaceBetween>
    </Container>
  );
}

/**
 * A step's way to its screen: to do, its action (the next one primary); done, a plain link back there (the site
 * itself for the shared link, a page outside the admin app), so any step can be gone back to.
 */
function StepLink({ step: s, next, onShare }: { step: SetupStep; next: boolean; onShare: () => void }) {
  if (s.done) {
    return s.id === 'share'
      ? <Link href={s.revisitHref} external ariaLabel={`${s.revisit} (setup step, done)`}>{s.revisit}</Link>
      : <RouterLink href={s.revisitHref} ariaLabel={`${s.revisit} (setup step, done)`}>{s.revisit}</RouterLink>;
  }
  return s.id === 'share'
    ? <Button onClick={onShare} ariaLabel={`${s.action} (setup step)`} variant={next ? 'primary' : 'normal'}>{s.action}</Button>
    : <RouterButton href={s.href} ariaLabel={`${s.action} (setup step)`} variant={next ? 'primary' : 'normal'}>{s.action}</RouterButton>;
}
