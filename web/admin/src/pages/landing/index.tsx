import Box from '@cloudscape-design/components/box';
import Cards from '@cloudscape-design/components/cards';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { RouterButton } from '../../components/router-link';
import './landing.css';

const FEATURES = [
  { title: 'AI scheduling', text: 'Build a full season schedule around venues, byes and blackout dates in minutes.' },
  { title: 'Automatic renewals', text: 'Invite last season\'s teams back and renew registrations without the spreadsheet.' },
  { title: 'Team invitations', text: 'Send managers a link; they create their team and invite their players.' },
  { title: 'Player recruitment', text: 'Fill open roster spots by matching free agents to teams that need them.' },
  { title: 'Communications', text: 'Announcements, reminders and schedule changes reach everyone who needs them.' },
  { title: 'Autopilot mode', text: 'Let the assistant handle the routine work and ask you only when it matters.' },
  { title: 'Predictive analytics', text: 'See registration trends and standings projections before the season ends.' },
  { title: '50+ sports', text: 'Basketball, soccer, hockey, volleyball, tennis and 45+ other sports.' },
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
        <h1 className="hero__title">Run your league with an AI assistant</h1>
        <Box variant="p" fontSize="heading-s" color="text-body-secondary">
          Scheduling, renewals, team invitations and communications for recreational sports leagues, handled for you.
        </Box>
        <div className="hero__actions">
          <RouterButton variant="primary" href="/auth">
            Try the AI assistant free
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
      <Header variant="h2" description="An assistant that does the league admin with you, from the first sign-up to the playoffs.">
        Everything your league needs
      </Header>
      <Cards
        ariaLabels={{ itemSelectionLabel: () => '', selectionGroupLabel: 'Features' }}
        items={FEATURES}
        trackBy="title"
        cardsPerRow={[{ cards: 1 }, { minWidth: 500, cards: 2 }, { minWidth: 900, cards: 4 }]}
        cardDefinition={{
          header: (f) => f.title,
          sections: [{ id: 'text', content: (f) => f.text }],
        }}
      />
      </SpaceBetween>
    </SpaceBetween>
  );
}
