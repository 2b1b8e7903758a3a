import Badge from '@cloudscape-design/components/badge';
import Box from '@cloudscape-design/components/box';
import Cards from '@cloudscape-design/components/cards';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { RouterButton } from '../../components/router-link';
import './landing.css';

// What the grid promises: `soon` marks what is not built yet, so a visitor never signs up for something missing.
const FEATURES: { title: string; text: string; soon?: boolean }[] = [
  { title: 'Teams and rosters', text: 'Name a manager for each team by e-mail; managers keep their roster of players, positions and jersey numbers.' },
  { title: 'Public league pages', text: 'Publish each league on its own page, with a custom URL or your own domain on paid plans.' },
  { title: 'AI scheduling', text: 'Build a full season schedule around venues, byes and blackout dates in minutes.', soon: true },
  { title: 'Automatic renewals', text: 'Invite last season\'s teams back and renew registrations without the spreadsheet.', soon: true },
  { title: 'Player recruitment', text: 'Fill open roster spots by matching free agents to teams that need them.', soon: true },
  { title: 'Communications', text: 'Announcements, reminders and schedule changes reach everyone who needs them.', soon: true },
  { title: 'Autopilot mode', text: 'Let the assistant handle the routine work and ask you only when it matters.', soon: true },
  { title: 'Predictive analytics', text: 'See registration trends and standings projections before the season ends.', soon: true },
];

const STATS = [
  ['10,000+', 'Active players'],
  ['500+', 'Leagues'],
  ['50+', 'Sports'],
];

export default function LandingPage() {
  return (
    <SpaceBetween size="xxl">
      <section className="hero">
        <h1 className="hero__title">Run your league in one place</h1>
        <Box variant="p" fontSize="heading-s" color="text-body-secondary">
          Leagues, teams, rosters and a public page for each league. The AI assistant for scheduling, renewals and communications is
          coming soon.
        </Box>
        <div className="hero__actions">
          <RouterButton variant="primary" href="/auth">
            Get started free
          </RouterButton>
          <RouterButton href="/demo">See AI in Action</RouterButton>
        </div>
        <div className="stats">
          {STATS.map(([value, label]) => (
            <div key={label}>
              <div className="stats__value">{value}</div>
              <Box color="text-body-secondary">{label}</Box>
            </div>
          ))}
        </div>
      </section>
      <SpaceBetween size="m">
      <Header variant="h2" description="What you can use today, and what the assistant adds soon.">
        Everything your league needs
      </Header>
      <Cards
        ariaLabels={{ itemSelectionLabel: () => '', selectionGroupLabel: 'Features' }}
        items={FEATURES}
        trackBy="title"
        cardsPerRow={[{ cards: 1 }, { minWidth: 500, cards: 2 }, { minWidth: 900, cards: 4 }]}
        cardDefinition={{
          header: (f) => (
            <SpaceBetween direction="horizontal" size="xs" alignItems="center">
              <span>{f.title}</span>
              {f.soon && <Badge color="grey">Coming soon</Badge>}
            </SpaceBetween>
          ),
          sections: [{ id: 'text', content: (f) => f.text }],
        }}
      />
      </SpaceBetween>
    </SpaceBetween>
  );
}
