// Branding tab, the site's footer: the league's sponsors (name, logo, link, tier; plan feature has_sponsors), shown
// in every page's footer and on the site's /sponsors page, and its social links (every plan). Each panel saves on
// its own, with the version it was read at.
import { useState } from 'react';
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Box from '@cloudscape-design/components/box';
import {
  BRANDING_MESSAGES, MAX_SPONSORS, SOCIAL_PLATFORM_LABEL, SOCIAL_PLATFORMS, SPONSOR_TIER_LABEL, SPONSOR_TIERS,
  type Branding, type Sponsor, type SponsorTier,
} from '../../../../../shared/branding-schema';
import { messageOf } from '../../lib/form-errors';
import { useToast } from '../../toast/toast-context';
import { FeatureGate } from '../feature-gate';
import { ImageUpload } from '../image-upload';
import { useBrandingSaves, usePanelVersion } from './branding-hooks';

const TIER_OPTIONS = SPONSOR_TIERS.map((t) => ({ value: t, label: SPONSOR_TIER_LABEL[t] }));
type Row = { id: string; name: string; logo_url: string; url: string; tier: SponsorTier };
const toRow = (s: Sponsor): Row => ({ ...s, logo_url: s.logo_url ?? '', url: s.url ?? '' });
const newId = () => `sponsor-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** The API's error for one field ('sponsors.1.url') shown under that field. */
type FieldError = { field?: string; message: string } | null;

function SponsorRow({ leagueId, row, index, count, error, onChange, onMove, onRemove }: {
  leagueId: string; row: Row; index: number; count: number; error: FieldError;
  onChange: (patch: Partial<Row>) => void; onMove: (step: -1 | 1) => void; onRemove: () => void;
}) {
  const label = row.name.trim() || `Sponsor ${index + 1}`;
  const err = (f: string) => (error?.field === `sponsors.${index}.${f}` ? error.message : undefined);
  return (
    <li className="sponsor-row" aria-label={label}>
      <Container>
        <SpaceBetween size="s">
          <ColumnLayout columns={3} minColumnWidth={180}>
            <FormField label="Sponsor name" errorText={err('name')}>
              <Input value={row.name} ariaLabel={`Sponsor ${index + 1} name`} onChange={({ detail }) => onChange({ name: detail.value })} placeholder="e.g. Harbour Bakery" />
            </FormField>
            <FormField label="Tier">
              <Select
                ariaLabel={`Sponsor ${index + 1} tier`} selectedOption={TIER_OPTIONS.find((o) => o.value === row.tier) ?? null} options={TIER_OPTIONS}
                onChange={({ detail }) => onChange({ tier: detail.selectedOption.value as SponsorTier })}
              />
            </FormField>
            <FormField label="Link" description="Optional: the sponsor's website." errorText={err('url')}>
              <Input value={row.url} ariaLabel={`Sponsor ${index + 1} link`} type="url" onChange={({ detail }) => onChange({ url: detail.value })} placeholder="https://example.com" />
            </FormField>
          </ColumnLayout>
          <FormField label="Logo" description="Optional: upload an image, or give its address." errorText={err('logo_url')}>
            <SpaceBetween size="xs">
              <Input value={row.logo_url} ariaLabel={`Sponsor ${index + 1} logo URL`} onChange={({ detail }) => onChange({ logo_url: detail.value })} placeholder="https://example.com/logo.png" />
              <ImageUpload leagueId={leagueId} purpose="sponsor" label={`Upload logo for sponsor ${index + 1}`} onUploaded={(url) => onChange({ logo_url: url })} />
            </SpaceBetween>
          </FormField>
          <SpaceBetween direction="horizontal" size="xs">
            <Button formAction="none" iconName="angle-up" disabled={index === 0} ariaLabel={`Move ${label} up`} onClick={() => onMove(-1)} />
            <Button formAction="none" iconName="angle-down" disabled={index === count - 1} ariaLabel={`Move ${label} down`} onClick={() => onMove(1)} />
            <Button formAction="none" iconName="remove" ariaLabel={`Remove ${label}`} onClick={onRemove}>Remove</Button>
          </SpaceBetween>
        </SpaceBetween>
      </Container>
    </li>
  );
}

export function SponsorsPanel({ leagueId, branding }: { leagueId: string; branding: Branding }) {
  const toast = useToast();
  const save = useBrandingSaves(leagueId).sponsors;
  const version = usePanelVersion(branding, 'sponsors');
  const [rows, setRows] = useState<Row[]>(() => branding.sponsors.map(toRow));
  const [error, setError] = useState<FieldError>(null);

  const move = (i: number, step: -1 | 1) => setRows((r) => {
    const next = [...r];
    [next[i], next[i + step]] = [next[i + step]!, next[i]!];
    return next;
  });

  async function submit() {
    setError(null);
    try {
      const sponsors = rows.map((r) => ({ id: r.id, name: r.name, tier: r.tier, url: r.url.trim() || null, logo_url: r.logo_url.trim() || null }));
      version.saved(await save.mutateAsync({ sponsors, version: version.toSend() }));
      toast({ type: 'success', header: BRANDING_MESSAGES.sponsorsSaved });
    } catch (err) {
      setError({ field: (err as { field?: string }).field, message: messageOf(err) });
      toast({ type: 'error', header: BRANDING_MESSAGES.sponsorsSaveFailed, content: messageOf(err) });
    }
  }

  return (
    <Container header={<Header variant="h2" description="Shown, highest tier first, in the footer of every page of the league's site and on its Sponsors page.">Sponsors</Header>}>
      <FeatureGate feature="has_sponsors">
        <SpaceBetween size="m">
          {rows.length === 0 ? <Box color="text-body-secondary">No sponsors yet.</Box> : (
            <ul className="sponsor-rows" aria-label="Sponsors">
              {rows.map((row, i) => (
                <SponsorRow
                  key={row.id} leagueId={leagueId} row={row} index={i} count={rows.length} error={error}
                  onChange={(patch) => setRows((all) => all.map((x) => (x.id === row.id ? { ...x, ...patch } : x)))} onMove={(step) => move(i, step)}
                  onRemove={() => setRows((all) => all.filter((_, k) => k !== i))}
                />
              ))}
            </ul>
          )}
          {error && !error.field?.startsWith('sponsors.') && <Box color="text-status-error">{error.message}</Box>}
          <SpaceBetween direction="horizontal" size="xs">
            <Button formAction="none" iconName="add-plus" disabled={rows.length >= MAX_SPONSORS}
              onClick={() => setRows((r) => [...r, { id: newId(), name: '', logo_url: '', url: '', tier: 'partner' }])}>Add sponsor</Button>
            <Button variant="primary" loading={save.isPending} onClick={() => void submit()}>Save sponsors</Button>
          </SpaceBetween>
        </SpaceBetween>
      </FeatureGate>
    </Container>
  );
}

export function SocialLinksPanel({ leagueId, branding }: { leagueId: string; branding: Branding }) {
  const toast = useToast();
  const save = useBrandingSaves(leagueId).social;
  const version = usePanelVersion(branding, 'social');
  const [urls, setUrls] = useState<Record<string, string>>(() => Object.fromEntries(branding.social_links.map((l) => [l.platform, l.url])));
  const [error, setError] = useState<FieldError>(null);

  async function submit() {
    setError(null);
    const social_links = SOCIAL_PLATFORMS.filter((p) => urls[p]?.trim()).map((platform) => ({ platform, url: urls[platform]!.trim() }));
    try {
      version.saved(await save.mutateAsync({ social_links, version: version.toSend() }));
      toast({ type: 'success', header: BRANDING_MESSAGES.socialSaved });
    } catch (err) {
      // 'social_links.1.url' names the second link sent: point at its platform.
      const at = /^social_links\.(\d+)/.exec((err as { field?: string }).field ?? '');
      setError({ field: at ? social_links[Number(at[1])]?.platform : undefined, message: messageOf(err) });
      toast({ type: 'error', header: BRANDING_MESSAGES.socialSaveFailed, content: messageOf(err) });
    }
  }

  return (
    <Container header={<Header variant="h2" description="Shown in the footer of every page of the league's site. Leave a platform empty to leave it out.">Social links</Header>}>
      <SpaceBetween size="m">
        <ColumnLayout columns={3} minColumnWidth={200}>
          {SOCIAL_PLATFORMS.map((p) => (
            <FormField key={p} label={SOCIAL_PLATFORM_LABEL[p]} errorText={error?.field === p ? error.message : undefined}>
              <Input value={urls[p] ?? ''} type="url" ariaLabel={`${SOCIAL_PLATFORM_LABEL[p]} address`} placeholder="https://" onChange={({ detail }) => setUrls({ ...urls, [p]: detail.value })} />
            </FormField>
          ))}
        </ColumnLayout>
        {error && !error.field && <Box color="text-status-error">{error.message}</Box>}
        <Button variant="primary" loading={save.isPending} onClick={() => void submit()}>Save social links</Button>
      </SpaceBetween>
    </Container>
  );
}
