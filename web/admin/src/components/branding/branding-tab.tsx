// The league edit screen's Branding tab (spec section 2): landing page layout, color scheme and navigation
// customization, each saved on its own; the hero editor follows (it is also on League Management's Hero tab).
import { useEffect } from 'react';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { BRANDING_MESSAGES, COLOR_FIELDS } from '../../../../../shared/branding-schema';
import { messageOf } from '../../lib/form-errors';
import { useToast } from '../../toast/toast-context';
import { useBranding } from './branding-hooks';
import { ColorSchemePanel } from './color-scheme-panel';
import { SocialLinksPanel, SponsorsPanel } from './footer-panels';
import { HeroEditor } from './hero-editor';
import { LayoutPanel } from './layout-panel';
import { NavigationPanel } from './navigation-panel';
import './branding.css';

export function BrandingTab({ league }: { league: { id: string } }) {
  const toast = useToast();
  const { data: branding, isPending, error } = useBranding(league.id);
  useEffect(() => {
    if (error) toast({ type: 'error', header: BRANDING_MESSAGES.layoutLoadFailed, content: messageOf(error) });
  }, [error, toast]);
  if (isPending) return <StatusIndicator type="loading">Loading branding</StatusIndicator>;
  if (error || !branding) return <StatusIndicator type="error">{BRANDING_MESSAGES.layoutLoadFailed}</StatusIndicator>;
  // Each panel is keyed by its own stored fields: it starts again from what is stored after its save, and keeps
  // unsaved edits when another panel saves.
  const b = branding;
  return (
    <SpaceBetween size="l">
      <LayoutPanel key={JSON.stringify(b.layout_sections)} leagueId={league.id} branding={b} />
      <ColorSchemePanel key={JSON.stringify(COLOR_FIELDS.map((f) => b[f]).concat(b.logo_url ?? ''))} leagueId={league.id} branding={b} />
      <NavigationPanel key={JSON.stringify([b.show_default_navigation, b.custom_navigation_order])} leagueId={league.id} branding={b} />
      <HeroEditor league={league} />
      <SponsorsPanel key={JSON.stringify(b.sponsors)} leagueId={league.id} branding={b} />
      <SocialLinksPanel key={JSON.stringify(b.social_links)} leagueId={league.id} branding={b} />
    </SpaceBetween>
  );
}
