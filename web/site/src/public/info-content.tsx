// The text of the footer's and navigation's link-target pages (/features, /help, /docs, /privacy, ...), moved from
// the admin app: plain HTML rendered on the server, with links that are ordinary page loads.
import type { ReactNode } from 'react';
import { isLiveFeature } from '../../../../shared/feature-names';
import { hasFeature, PLAN_CATALOGUE } from '../../../../shared/plan-catalogue';
import { comingSoonFeatures, plansLabel } from '../../../../shared/plan-highlights';
import { TRY_ASSISTANT_HREF } from './landing';
import { ContactEmail } from './contact-email';
import { ContactForm } from './contact-form';

export interface InfoSection {
  heading: string;
  body: ReactNode;
}
export interface InfoContent {
  title: string;
  description: string;
  sections: InfoSection[];
}

const P = ({ children }: { children: ReactNode }) => <p>{children}</p>;
const Steps = ({ items }: { items: ReactNode[] }) => (
  <ol className="info-list">
    {items.map((item, i) => (
      <li key={i}>{item}</li>
    ))}
  </ol>
);
const L = ({ href, children }: { href: string; children: ReactNode }) => <a href={href}>{children}</a>;

const GETTING_STARTED: ReactNode[] = [
  <>
    <L href="/auth?tab=signup">Sign up</L> with your name, e-mail and a password of at least 6 characters. We e-mail you a
    confirmation link; open it, then sign in.
  </>,
  <>
    Choose <L href="/create-league">Create League</L>: name, sport, team limits, formats and visibility. A new league starts as a{' '}
    <b>draft</b>, which only you can see.
  </>,
  <>
    On your <L href="/dashboard">dashboard</L>, press <b>Manage</b> on the league to edit it. Set its status to <b>active</b> to publish it.
  </>,
  <>
    An active league has a public page at <code>/l/&#123;custom URL or league id&#125;</code> and is listed in the{' '}
    <L href="/leagues">league directory</L>.
  </>,
  <>
    Add teams from the dashboard's <b>Add Team</b> card. Each team gets a manager, named by the e-mail of an existing account; the
    manager then adds players, also by their account e-mail, on the team's page.
  </>,
];

/** The assistant, as a newcomer tries it (issue 40); shown on /demo once the assistant is live. */
const ASSISTANT_STEPS: ReactNode[] = [
  <>
    <L href={TRY_ASSISTANT_HREF}>Try the assistant free</L>: sign up, and your dashboard opens with the assistant beside it.{' '}
    {PLAN_CATALOGUE.every((p) => !p.is_active || hasFeature(p, 'has_asim_ai')) ? 'Every plan includes it' : `The ${plansLabel('has_asim_ai')} include it`}, with a
    monthly allowance the panel shows.
  </>,
  <>
    Ask in plain words: <i>who hasn't paid for the spring season?</i>, <i>when does Eastgate play next?</i>, <i>which games still have
    no venue?</i> Each answer links to the page its figures come from.
  </>,
  <>
    Ask it to do something: <i>remind them to pay</i>, <i>move Sunday's games at Meadow Park to next Sunday</i>. It shows exactly what
    will change and who will be told; nothing happens until you press <b>Confirm</b>.
  </>,
  ...(isLiveFeature('has_ai_autopilot')
    ? [<>On the {plansLabel('has_ai_autopilot')}, AI autopilot proposes a plan for your week on the league's Autopilot page, to approve in one step or item by item.</>]
    : []),
];

export const INFO_PAGES: Record<string, InfoContent> = {
  '/features': {
    title: 'Features',
    description: 'What the platform does for organisers, team managers and players.',
    sections: [
      {
        heading: 'For league organisers',
        body: (
          <P>
            Create leagues for basketball, soccer, football, baseball, hockey, volleyball or tennis, set team limits, playoff and
            regular-season formats, and decide whether standings and schedules are public. Group teams in levels, run seasons with
            their schedules, results, standings and playoffs, and open registration for teams and players. Publish a public page for
            each league, with its news, pages and a contact e-mail for visitors; on paid plans give it a custom URL and your own domain.
          </P>
        ),
      },
      {
        heading: 'For team managers and players',
        body: (
          <P>
            Team managers see every team they run on <L href="/my-teams">My Teams</L> and keep the roster: players, positions and jersey
            numbers. Players see the teams they play on and their coming games there, and tell their manager whether they are coming.
          </P>
        ),
      },
      {
        heading: 'Plans',
        body: (
          <P>
            The free plan covers one league with up to 5 teams. Paid plans raise the limits and unlock custom URLs and custom domains.
            Online payments, registration fees paid by card straight to the league's payout account, come with the{' '}
            {plansLabel('has_payments')}. Compare them on the <L href="/pricing">pricing page</L>.
          </P>
        ),
      },
      {
        heading: 'Coming soon',
        body: (
          <>
            <P>Not built yet, and not part of any plan until it is (the pricing page lists them as coming soon too):</P>
            <ul className="info-list" aria-label="Coming soon">
              {[...comingSoonFeatures(), 'Player recruitment'].map((name) => (
                <li key={name}>{name}</li>
              ))}
            </ul>
          </>
        ),
      },
    ],
  },
  '/about': {
    title: 'About',
    description: 'The AI-assisted platform for recreational sports league management.',
    sections: [
      {
        heading: 'Why we built it',
        body: (
          <P>
            Recreational leagues are run by volunteers with spreadsheets and group chats. League Platform puts the league, its teams and
            its public page in one place, so organisers spend their evenings at the game instead of in the inbox.
          </P>
        ),
      },
      {
        heading: 'How it runs',
        body: (
          <P>
            The platform is a serverless application on AWS: sign-in through Amazon Cognito, data in Amazon DynamoDB, and each league's
            public site served through Amazon CloudFront, including on custom domains.
          </P>
        ),
      },
    ],
  },
  '/demo': {
    title: 'See it in action',
    description: 'A walk through what you can do in your first ten minutes.',
    sections: [
      ...(isLiveFeature('has_asim_ai') ? [{ heading: 'See AI in Action', body: <Steps items={ASSISTANT_STEPS} /> }] : []),
      { heading: 'Try it yourself', body: <Steps items={GETTING_STARTED} /> },
      {
        heading: 'Have a look around first',
        body: (
          <P>
            Browse the public leagues other organisers run in the <L href="/leagues">league directory</L>, or compare plans on the{' '}
            <L href="/pricing">pricing page</L>.
          </P>
        ),
      },
    ],
  },
  '/integrations': {
    title: 'Integrations',
    description: 'How the platform connects to what you already use.',
    sections: [
      {
        heading: 'Your own domain',
        body: (
          <P>
            On the Awesome and Amazing plans a league can be served on your own domain: add it on the league's Domains tab and point a CNAME
            record at the host that tab shows. The domain shows as pending until it is verified.
          </P>
        ),
      },
      {
        heading: 'Sign-in',
        body: (
          <P>
            Accounts use e-mail and password through Amazon Cognito. Google sign-in is available where the operator has configured a Google
            client for the user pool.
          </P>
        ),
      },
    ],
  },
  '/help': {
    title: 'Help Center',
    description: 'Answers to the questions organisers, managers and players ask most.',
    sections: [
      { heading: 'Getting started', body: <Steps items={GETTING_STARTED} /> },
      {
        heading: 'I did not get the confirmation e-mail',
        body: (
          <P>
            Check your spam folder, and that you typed the address correctly. You cannot sign in until the address is confirmed. Running
            the platform locally? E-mails are not sent: they land in the developer outbox at <code>/__dev/outbox</code>.
          </P>
        ),
      },
      {
        heading: 'I forgot my password',
        body: (
          <P>
            On <L href="/auth">Sign In</L> choose <b>Forgot password?</b>, enter your e-mail, then the code we e-mail you and a new
            password of at least 6 characters.
          </P>
        ),
      },
      {
        heading: 'Why can nobody see my league?',
        body: (
          <P>
            New leagues are drafts. Open the league with <b>Manage</b> on your dashboard and set its status to active; its public page
            then appears at <code>/l/&#123;custom URL or league id&#125;</code>.
          </P>
        ),
      },
      {
        heading: 'How do I get a custom URL or domain?',
        body: (
          <P>
            Custom URLs and custom domains come with the Awesome and Amazing plans. Start a free trial from the{' '}
            <L href="/pricing">pricing page</L>, then set them in the league's settings.
          </P>
        ),
      },
      {
        heading: 'Someone should manage a team',
        body: (
          <P>
            They first create an account. Then, as the league's admin, use <b>Add Team</b> on your dashboard and enter their e-mail as the
            team manager. The team then appears on their dashboard and on <L href="/my-teams">My Teams</L>.
          </P>
        ),
      },
    ],
  },
  '/contact': {
    title: 'Contact Us',
    description: 'How to reach the people who run this platform.',
    sections: [
      {
        heading: 'Questions about a league',
        body: (
          <P>
            Questions about a particular league, its schedule or its teams are best sent to that league's organiser: their contact e-mail
            is on the league's public page when they have set one.
          </P>
        ),
      },
      {
        heading: 'Questions about the platform',
        body: (
          <P>
            Most answers are in the <L href="/help">Help Center</L> and the <L href="/docs">Documentation</L>;{' '}
            <L href="/status">System Status</L> shows whether the platform is answering right now.
          </P>
        ),
      },
      { heading: 'Ask us', body: <ContactForm /> },
      { heading: 'Write to us', body: <ContactEmail /> },
    ],
  },
  '/docs': {
    title: 'Documentation',
    description: 'How to use the product, step by step.',
    sections: [
      { heading: 'Accounts and leagues', body: <Steps items={GETTING_STARTED} /> },
      {
        heading: 'Roles',
        body: (
          <P>
            There are three roles, granted by what you do: creating a league makes you its <b>Admin</b>, being assigned a team makes you
            a <b>Team Manager</b>, and being added to a roster makes you a <b>Player</b>. Your dashboard lists every league once, under
            your strongest role there.
          </P>
        ),
      },
      {
        heading: 'Plans, trials and limits',
        body: (
          <P>
            Every account starts on the free plan (1 league, 5 teams per league, 12 players per team). Paid plans start with a free trial
            from the <L href="/pricing">pricing page</L>; your usage and plan are on the <L href="/subscription">subscription page</L>.
          </P>
        ),
      },
      {
        heading: 'Custom URLs and domains',
        body: (
          <P>
            On paid plans a league can have a custom URL (letters, numbers, hyphens and underscores, 3 to 50 characters), used as{' '}
            <code>/l/&#123;custom URL&#125;</code>, and custom domains. A domain is added as pending; point a CNAME record at the host shown
            in the league's domain settings.
          </P>
        ),
      },
      {
        heading: 'For developers',
        body: (
          <P>
            <code>npm start</code> runs the whole product on one machine (DynamoDB Local, cognito-local, the API and both web apps).
            Confirmation links and password reset codes are not mailed there: read them from <code>GET /__dev/outbox</code> (JSON,
            newest first). The HTTP API lives under <code>/api</code>.
          </P>
        ),
      },
    ],
  },
  '/privacy': {
    title: 'Privacy Policy',
    description: 'What we keep about you and why.',
    sections: [
      {
        heading: 'What we store',
        body: (
          <P>
            Your name and e-mail address (for your account), the leagues, teams and rosters you create or join, and your plan. Public league
            pages show league and team names; rosters are visible to the league's admin, the team's manager and its players.
          </P>
        ),
      },
      {
        heading: 'What we do not do',
        body: <P>We do not sell your data. We use your e-mail address only for your account: confirmation and password reset messages.</P>,
      },
    ],
  },
  '/terms': {
    title: 'Terms of Service',
    description: 'The rules for using League Platform.',
    sections: [
      {
        heading: 'Your account',
        body: <P>Keep your password to yourself. You are responsible for the leagues you create and for what you publish on their pages.</P>,
      },
      {
        heading: 'Plans',
        body: (
          <P>
            A paid plan runs for its billing period. If you move to a smaller plan you keep the current plan until the end of the period;
            after that the smaller plan's limits apply. Paid plans begin with a free trial.
          </P>
        ),
      },
    ],
  },
  '/cookies': {
    title: 'Cookie Policy',
    description: 'What this site keeps in your browser.',
    sections: [
      {
        heading: 'Sign-in',
        body: (
          <P>
            We keep no tracking cookies. When you sign in, your session tokens are kept in your browser's local storage so you stay signed
            in across reloads; signing out removes them.
          </P>
        ),
      },
    ],
  },
};

export function InfoSections({ sections }: { sections: InfoSection[] }) {
  return (
    <div className="stack-l">
      {sections.map((s) => (
        <section key={s.heading}>
          <h2>{s.heading}</h2>
          {s.body}
        </section>
      ))}
    </div>
  );
}
