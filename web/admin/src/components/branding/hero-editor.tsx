// Hero section editor (spec sections 2 and 8): the layout, the slides (a new slide becomes the selected one; at
// least one stays), each slide's title, rich subtitle, background and text position, 1 to 3 buttons per slide,
// and the carousel's autoplay and interval (minimum 1000, step 500, disabled when autoplay is off). A button's link
// is picked from the site's pages (home, schedule, standings, ..., the published custom pages) or typed as an
// https:// address; the API keeps page links site-relative, so they work on /l/{slug} and on a custom domain, and
// refuses one that leads nowhere. Plan feature custom_hero; the API sanitises subtitles when they are saved.
import { ImageUpload } from '../image-upload';
import { useState } from 'react';
import Autosuggest from '@cloudscape-design/components/autosuggest';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import SegmentedControl from '@cloudscape-design/components/segmented-control';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import Toggle from '@cloudscape-design/components/toggle';
import {
  BACKGROUND_TYPES, BRANDING_MESSAGES, CTA_STYLES, HERO_LAYOUTS, HERO_RULES, newCta, newSlide, TEXT_POSITIONS, type Branding, type HeroCta, type HeroSlide,
} from '../../../../../shared/branding-schema';
import { leaguePathOf, notASitePage, SITE_PAGE_LINKS, siteTargetOf } from '../../../../../shared/site-links';
import { messageOf } from '../../lib/form-errors';
import { useToast } from '../../toast/toast-context';
import { FeatureGate } from '../feature-gate';
import { RichTextEditor } from '../news/rich-text-editor';
import { usePages } from '../custom-pages/page-hooks';
import { useBranding, useBrandingSaves, usePanelVersion } from './branding-hooks';

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const options = (values: readonly string[]) => values.map((v) => ({ value: v, label: cap(v) }));
const slideId = () => `slide-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

type LinkOption = { value: string; label: string };

/** The site's pages a button may lead to: the fixed ones, then the league's published custom pages. */
function useSitePageOptions(leagueId: string): LinkOption[] {
  const { data: pages } = usePages(leagueId);
  const custom = (pages ?? []).filter((p) => p.is_published).map((p) => ({ value: `/page/${p.slug}`, label: p.title || p.slug }));
  return [...SITE_PAGE_LINKS.map((p) => ({ value: p.path, label: p.label })), ...custom];
}

/** A path that names no page of the site, said before saving (the API checks that the page is there). */
const linkProblem = (url: string) => (url.trim().startsWith('/') && !leaguePathOf(url.trim()) && !siteTargetOf(url.trim()) ? notASitePage('Button link', url.trim()) : undefined);

function CtaFields({ cta, n, pageOptions, onChange }: { cta: HeroCta; n: number; pageOptions: LinkOption[]; onChange: (next: HeroCta) => void }) {
  return (
    <ColumnLayout columns={3} minColumnWidth={160}>
      <FormField label={`Button ${n} text`}><Input value={cta.text} onChange={({ detail }) => onChange({ ...cta, text: detail.value })} /></FormField>
      <FormField label={`Button ${n} link`} description="A page of the site, or an https:// address" errorText={linkProblem(cta.url)}>
        <Autosuggest
          value={cta.url} options={pageOptions} ariaLabel={`Button ${n} link`} clearAriaLabel={`Clear button ${n} link`} placeholder="Choose a page or type https://..."
          enteredTextLabel={(v) => `Use "${v}"`} empty="No page matches" filteringType="manual"
          onChange={({ detail }) => onChange({ ...cta, url: detail.value })}
        />
      </FormField>
      <FormField label={`Button ${n} style`}>
        <Select selectedOption={{ value: cta.style, label: cap(cta.style) }} options={options(CTA_STYLES)} onChange={({ detail }) => onChange({ ...cta, style: detail.selectedOption.value as HeroCta['style'] })} />
      </FormField>
    </ColumnLayout>
  );
}

function SlideFields({ leagueId, slide, onChange }: { leagueId: string; slide: HeroSlide; onChange: (next: HeroSlide) => void }) {
  const setCta = (i: number, next: HeroCta) => onChange({ ...slide, ctas: slide.ctas.map((c, k) => (k === i ? next : c)) });
  const pageOptions = useSitePageOptions(leagueId);
  return (
    <SpaceBetween size="m">
      <FormField label="Title"><Input value={slide.title} onChange={({ detail }) => onChange({ ...slide, title: detail.value })} /></FormField>
      <FormField label="Subtitle">
        <RichTextEditor key={slide.id} label="Subtitle" value={slide.subtitle} onChange={(html) => onChange({ ...slide, subtitle: html })} />
      </FormField>
      <ColumnLayout columns={3} minColumnWidth={160}>
        <FormField label="Background type">
          <Select selectedOption={{ value: slide.background_type, label: cap(slide.background_type) }} options={options(BACKGROUND_TYPES)}
            onChange={({ detail }) => onChange({ ...slide, background_type: detail.selectedOption.value as HeroSlide['background_type'] })} />
        </FormField>
        <FormField label="Background color">
          <Input value={slide.background_color} onChange={({ detail }) => onChange({ ...slide, background_color: detail.value })} />
        </FormField>
        <FormField label="Text position">
          <Select selectedOption={{ value: slide.text_position, label: cap(slide.text_position) }} options={options(TEXT_POSITIONS)}
            onChange={({ detail }) => onChange({ ...slide, text_position: detail.selectedOption.value as HeroSlide['text_position'] })} />
        </FormField>
      </ColumnLayout>
      {slide.background_type !== 'color' && (
        <FormField label={slide.background_type === 'video' ? 'Background video URL' : 'Background image URL'}>
          <Input value={slide.background_url ?? ''} onChange={({ detail }) => onChange({ ...slide, background_url: detail.value || null })} placeholder="https://..." />
        </FormField>
      )}
      {slide.background_type === 'image' && (
        <ImageUpload leagueId={leagueId} purpose="hero" label="Upload background image" onUploaded={(url) => onChange({ ...slide, background_url: url })} />
      )}
      {slide.ctas.map((cta, i) => <CtaFields key={i} cta={cta} n={i + 1} pageOptions={pageOptions} onChange={(next) => setCta(i, next)} />)}
      <SpaceBetween direction="horizontal" size="xs">
        <Button iconName="add-plus" disabled={slide.ctas.length >= HERO_RULES.maxCtas} onClick={() => onChange({ ...slide, ctas: [...slide.ctas, newCta(false)] })}>Add button</Button>
        <Button iconName="remove" disabled={slide.ctas.length <= HERO_RULES.minCtas} onClick={() => onChange({ ...slide, ctas: slide.ctas.slice(0, -1) })}>Remove button</Button>
      </SpaceBetween>
    </SpaceBetween>
  );
}

function HeroForm({ leagueId, branding }: { leagueId: string; branding: Branding }) {
  const toast = useToast();
  const save = useBrandingSaves(leagueId).hero;
  const version = usePanelVersion(branding, 'hero');
  const [layout, setLayout] = useState(branding.hero_layout);
  const [slides, setSlides] = useState<HeroSlide[]>(branding.hero_slides);
  const [selected, setSelected] = useState(branding.hero_slides[0]?.id ?? '');
  const [autoplay, setAutoplay] = useState(branding.hero_carousel_autoplay);
  const [interval, setIntervalMs] = useState(String(branding.hero_carousel_interval));
  const current = slides.find((s) => s.id === selected) ?? slides[0]!;
  const intervalNumber = Number(interval);
  const intervalError = !Number.isInteger(intervalNumber) || intervalNumber < HERO_RULES.interval.min || intervalNumber % HERO_RULES.interval.step !== 0
    ? 'At least 1000 ms, in steps of 500' : undefined;

  function addSlide() {
    const s = newSlide(slideId());
    setSlides([...slides, s]);
    setSelected(s.id);
  }
  function removeSlide() {
    if (slides.length <= 1) {
      toast({ type: 'error', header: BRANDING_MESSAGES.atLeastOneSlide });
      return;
    }
    const at = slides.findIndex((s) => s.id === current.id);
    const rest = slides.filter((s) => s.id !== current.id);
    setSlides(rest);
    setSelected(rest[Math.max(0, at - 1)]!.id);
  }

  async function submit() {
    try {
      version.saved(await save.mutateAsync({ hero_layout: layout, hero_slides: slides, hero_carousel_autoplay: autoplay, hero_carousel_interval: intervalNumber, version: version.toSend() }));
      toast({ type: 'success', header: BRANDING_MESSAGES.heroSaved });
    } catch (err) {
      toast({ type: 'error', header: BRANDING_MESSAGES.heroSaveFailed, content: messageOf(err) });
    }
  }

  return (
    <SpaceBetween size="l">
      <FormField label="Layout" description="Carousel shows every slide in turn; the other layouts show the first slide.">
        <SegmentedControl selectedId={layout} label="Layout" options={HERO_LAYOUTS.map((l) => ({ id: l, text: cap(l) }))} onChange={({ detail }) => setLayout(detail.selectedId as typeof layout)} />
      </FormField>
      <SpaceBetween size="xs">
        <Box variant="h3">Slides</Box>
        <SpaceBetween direction="horizontal" size="xs">
          {slides.map((s, i) => (
            <Button key={s.id} variant={s.id === current.id ? 'primary' : 'normal'} ariaLabel={`Slide ${i + 1}${s.id === current.id ? ' (selected)' : ''}`} onClick={() => setSelected(s.id)}>
              {`Slide ${i + 1}`}
            </Button>
          ))}
          <Button iconName="add-plus" onClick={addSlide}>Add slide</Button>
          <Button iconName="remove" disabled={slides.length <= 1} onClick={removeSlide}>Remove slide</Button>
        </SpaceBetween>
        {slides.length <= 1 && <Box variant="small" color="text-body-secondary">{BRANDING_MESSAGES.atLeastOneSlide}</Box>}
      </SpaceBetween>
      <Container header={<Header variant="h3">{`Slide ${slides.findIndex((s) => s.id === current.id) + 1}`}</Header>}>
        <SlideFields leagueId={leagueId} slide={current} onChange={(next) => setSlides((all) => all.map((s) => (s.id === next.id ? next : s)))} />
      </Container>
      <ColumnLayout columns={2} minColumnWidth={200}>
        <Toggle checked={autoplay} onChange={({ detail }) => setAutoplay(detail.checked)}>Autoplay the carousel</Toggle>
        <FormField label="Interval (ms)" errorText={autoplay ? intervalError : undefined}>
          <Input type="number" step={HERO_RULES.interval.step} inputMode="numeric" value={interval} disabled={!autoplay} onChange={({ detail }) => setIntervalMs(detail.value)} />
        </FormField>
      </ColumnLayout>
      <Button variant="primary" loading={save.isPending} disabled={Boolean(intervalError)} onClick={() => void submit()}>Save hero</Button>
    </SpaceBetween>
  );
}

export function HeroEditor({ league }: { league: { id: string } }) {
  const { data: branding, isPending, error } = useBranding(league.id);
  return (
    <Container header={<Header variant="h2" description="The large banner at the top of the league's home page.">Hero section</Header>}>
      <FeatureGate feature="custom_hero">
        {isPending ? <StatusIndicator type="loading">Loading hero</StatusIndicator>
          : error || !branding ? <StatusIndicator type="error">{BRANDING_MESSAGES.heroLoadFailed}</StatusIndicator>
            : <HeroForm key={JSON.stringify([branding.hero_layout, branding.hero_slides, branding.hero_carousel_autoplay, branding.hero_carousel_interval])} leagueId={league.id} branding={branding} />}
      </FeatureGate>
    </Container>
  );
}
