// "This week's plan" on the Autopilot page (AI autopilot, has_ai_autopilot; issue 40 point 4): once a week the
// assistant looks over the league and lists what it found ("3 teams unpaid", "2 games next week without a venue"),
// each with the change it proposes and links to where it found it. Nothing runs until the organiser approves,
// all in one step or each item; an approved item runs once and says what it did. Plan-gated as the automations'
// switches are (the league's plan, from the page's `access`): locked, it says which plans include it.
import { useState, type ReactNode } from 'react';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { formatDate } from '../../lib/format';
import { messageOf } from '../../lib/form-errors';
import { AnswerText } from '../assistant/answer-text';
import { useApprovePlan, useWeeklyPlan } from '../assistant/assistant-hooks';
import { EmptyState } from '../empty-state';
import { RouterButton } from '../router-link';
import '../assistant/assistant.css';

const STATUS = {
  confirmed: { type: 'success', text: 'Done' },
  declined: { type: 'stopped', text: 'Declined' },
  failed: { type: 'error', text: 'It could not be done' },
} as const;

interface Access { included: boolean; paused: boolean; message: string | null }

const header = (actions?: ReactNode, description?: string) => (
  <Header variant="h2" actions={actions} description={description ?? 'Once a week the assistant looks over the league and proposes what to do. Nothing runs until you approve it.'}>
    This week's plan
  </Header>
);

/** The section, at the address the weekly e-mail links to (#weekly-plan). */
export function WeeklyPlan({ leagueId, access, on }: { leagueId: string; access: Access; on: boolean }) {
  return (
    <section id="weekly-plan" aria-label="This week's plan">
      {access.included ? <PlanItems leagueId={leagueId} on={on} /> : (
        <Container header={header()}>
          <SpaceBetween direction="horizontal" size="xs" alignItems="center">
            <Box color="text-status-inactive">{access.message}</Box>
            <RouterButton href="/subscription" variant="inline-link">See plans</RouterButton>
          </SpaceBetween>
        </Container>
      )}
    </section>
  );
}

function PlanItems({ leagueId, on }: { leagueId: string; on: boolean }) {
  const plan = useWeeklyPlan(leagueId);
  const approve = useApprovePlan(leagueId);
  const [said, setSaid] = useState<Record<string, string>>({});
  if (plan.error) return <Container header={header()}><Alert type="error" header="Could not load this week's plan">{messageOf(plan.error)}</Alert></Container>;
  if (plan.data === undefined) return <Container header={header()}><StatusIndicator type="loading">Loading this week's plan...</StatusIndicator></Container>;
  const current = plan.data;
  if (current === null) {
    return (
      <Container header={header()}>
        <EmptyState
          title="No plan yet"
          hint={on ? 'The assistant makes a plan once a week and e-mails you; it shows here.' : 'Switch on "AI autopilot: weekly plan" below, and the assistant makes a plan once a week.'}
          padding="s"
        />
      </Container>
    );
  }
  const open = current.items.filter((i) => i.proposal?.status === 'proposed');
  const pendingIds = approve.isPending ? approve.variables.itemIds ?? open.map((i) => i.id) : [];
  const run = (itemIds?: string[]) => approve.mutate({ planId: current.id, itemIds }, {
    onSuccess: (r) => setSaid((s) => ({ ...s, ...Object.fromEntries(r.results.map((x) => [x.proposal.id, x.message])) })),
  });
  return (
    <Container
      header={header(
        <Button variant="primary" disabled={open.length === 0 || approve.isPending} loading={approve.isPending && !approve.variables.itemIds} onClick={() => run()}>
          Approve all
        </Button>,
        `Week of ${formatDate(`${current.week_of}T12:00:00`)}. Nothing runs until you approve it: all at once, or one by one.`,
      )}
    >
      <SpaceBetween size="m">
        {approve.error && <Alert type="error">{messageOf(approve.error)}</Alert>}
        {current.items.length === 0 ? <Box color="text-body-secondary">Nothing needs you this week.</Box> : (
          <ul className="weekly-plan-items" aria-label="This week's plan">
            {current.items.map((item) => {
              const p = item.proposal;
              return (
                <li key={item.id}>
                  <Container>
                    <SpaceBetween size="xs">
                      <Box fontWeight="bold">{item.finding}</Box>
                      <AnswerText text="" links={item.links} />
                      {p && (
                        <>
                          <Box>Proposed: {p.summary}</Box>
                          <ul className="assistant-changes" aria-label={`What will change: ${p.summary}`}>
                            {p.changes.map((c, i) => <li key={i}>{c}</li>)}
                          </ul>
                          {p.status === 'proposed' ? (
                            <div>
                              <Button ariaLabel={`Approve: ${item.finding}`} disabled={approve.isPending} loading={pendingIds.includes(item.id) && approve.variables?.itemIds !== undefined} onClick={() => run([item.id])}>
                                Approve
                              </Button>
                            </div>
                          ) : (
                            <div role="status">
                              <SpaceBetween size="xs">
                                <StatusIndicator type={STATUS[p.status].type}>{said[p.id] ?? STATUS[p.status].text}</StatusIndicator>
                                <AnswerText text="" links={p.links} />
                              </SpaceBetween>
                            </div>
                          )}
                        </>
                      )}
                    </SpaceBetween>
                  </Container>
                </li>
              );
            })}
          </ul>
        )}
      </SpaceBetween>
    </Container>
  );
}
