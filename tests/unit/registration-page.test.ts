// The league site's registration page as the server renders it (fees in effect, dates, places or the waitlist),
// the header's way to it while registration is open, and the form's checks before anything is sent.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { PublicLeague } from '../../shared/league-schema';
import type { RegistrationOffer } from '../../shared/registration-schema';
import { brandingFromStored } from '../../shared/branding-constants';
import { SitePage } from '../../web/site/src/site-app';
import { sectionOf, type SitePageData } from '../../web/site/src/site-page';
import { EMPTY_DRAFT } from '../../web/site/src/register/registration-draft';
import { problemsOf } from '../../web/site/src/register/registration-form';

const league: PublicLeague = {
  id: 'L1', name: 'Metro League', description: '', sport: 'basketball', status: 'active', custom_slug: 'metro',
  public_standings: true, public_schedule: true, contact_email: null, created_at: '2026-01-01T00:00:00.000Z', time_zone: 'America/New_York',
};

const offer: RegistrationOffer = {
  league_id: 'L1', league_name: 'Metro League', season_id: 'S1', season_name: 'Winter 2027', season_start_date: '2027-01-10', season_end_date: '2027-03-20',
  opens_at: '2026-11-01T04:00:00.000Z', closes_at: '2026-12-21T04:59:59.999Z', state: 'open', currency: 'usd', pays_online: true,
  kinds: [
    { kind: 'individual', fee_now: 4000, fee_period: 'early_bird', fee: 5000, early_bird_fee: 4000, early_bird_until: '2026-12-02T04:59:59.999Z', late_fee: 6000, late_from: '2026-12-15T05:00:00.000Z', places_left: 3, payment_plan: null, places_remain: true },
    { kind: 'team', fee_now: 50000, fee_period: 'regular', fee: 50000, early_bird_fee: null, early_bird_until: null, late_fee: null, late_from: null, places_left: 0, payment_plan: null, places_remain: false },
  ],
  levels: [{ id: 'adult', name: 'Adult', age_min: 18, age_max: null, skill_level: null, gender: 'any', team_places_left: 0, player_places_left: 3 }],
  automatic_level_assignment: false,
  age_cutoff_day: '2027-01-10',
  questions: [
    { id: 'shirt', label: 'Shirt size', type: 'single_choice', required: true, options: ['S', 'M', 'L'], kind: null },
    { id: 'notes', label: 'Anything else?', type: 'long_text', required: false, options: [], kind: null },
  ],
  waiver: { version: 2, text: 'I play at my own risk.' },
  has_discount_codes: true,
  addons: [],
  pay_offline_allowed: true,
  offline_hold_days: null,
};

const render = (d: Partial<SitePageData> & Pick<SitePageData, 'section'>) =>
  renderToStaticMarkup(createElement(SitePage, { data: { league, ...d }, customDomain: false }));

describe('the registration page', () => {
  it('is the league site\'s /register', () => {
    expect(sectionOf('/register')).toEqual({ section: 'register' });
  });

  it('shows the price in effect now, when it changes, the dates and the places left or the waitlist', () => {
    const html = render({ section: 'register', registration: offer });
    expect(html).toContain('Register for Winter 2027');
    expect(html).toContain('$40.00');
    expect(html).toContain('Early-bird price until Dec 1, 2026, 11:59 PM, then $50.00');
    expect(html).toContain('Late fee from Dec 15, 2026, 12:00 AM: $60.00');
    expect(html).toContain('Open until Dec 20, 2026, 11:59 PM');
    expect(html).toContain('3 places left');
    expect(html).toContain('Full: new registrations join the waitlist');
    expect(html).toContain('ages 18 and over');
  });

  it('says so when no registration is set up', () => {
    expect(render({ section: 'register', registration: null })).toContain('Registration is not open');
  });

  it('while registration is open, every page leads to it and an external "Register" link in the hero leads here instead', () => {
    const branding = brandingFromStored(null);
    branding.hero_slides = [{ ...branding.hero_slides[0]!, title: 'Winter is coming', ctas: [{ text: 'Register', url: 'https://forms.example.com/winter', style: 'primary' }] }];
    const withHero = { ...league, branding };
    const open = renderToStaticMarkup(createElement(SitePage, { data: { league: withHero, section: 'home', registrationOpen: true }, customDomain: false }));
    expect(open).toContain('href="/l/metro/register">Register now</a>');
    expect(open).toContain('href="/l/metro/register">Register</a>');
    expect(open).not.toContain('forms.example.com');
    const closed = renderToStaticMarkup(createElement(SitePage, { data: { league: withHero, section: 'home', registrationOpen: false }, customDomain: false }));
    expect(closed).not.toContain('Register now');
    expect(closed).toContain('https://forms.example.com/winter');
  });
});

describe('the registration form\'s checks', () => {
  const draft = { ...EMPTY_DRAFT, kind: 'individual' as const, first_name: 'Ada', last_name: 'Lovelace', date_of_birth: '1990-05-01' };

  it('names each required answer and the waiver in the shared messages', () => {
    const problems = problemsOf(draft, offer);
    expect(problems['answers.shirt']).toBe('"Shirt size" needs an answer');
    expect(problems.waiver_name).toBe('Type your full name to accept the waiver');
    expect(problems['answers.notes']).toBeUndefined();
    expect(problemsOf({ ...draft, answers: { shirt: 'M' }, waiver_name: 'Ada Lovelace' }, offer)).toEqual({});
  });

  it('asks for a date of birth, and a guardian under 18', () => {
    expect(problemsOf({ ...draft, date_of_birth: '' }, offer).date_of_birth).toBe('Date of birth is required');
    const young = problemsOf({ ...draft, date_of_birth: `${new Date().getUTCFullYear() - 12}-01-01`, answers: { shirt: 'S' }, waiver_name: 'Ada' }, offer);
    expect(young['guardian.name']).toBe('Guardian name is required');
    expect(young['guardian.email']).toBeDefined();
  });
});
