// Branding tab, 'Color scheme' (spec section 3 colours): every colour of the league's site and its logo, a live
// preview, and a warning while a text/background pair fails WCAG AA contrast (plan feature custom_branding).
import { ImageUpload } from '../image-upload';
import { useState } from 'react';
import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import {
  AA_CONTRAST, BRANDING_MESSAGES, COLOR_FIELDS, COLOR_LABELS, contrastProblems, type Branding, type ColorField,
} from '../../../../../shared/branding-schema';
import { messageOf } from '../../lib/form-errors';
import { useToast } from '../../toast/toast-context';
import { FeatureGate } from '../feature-gate';
import { useBrandingSaves, usePanelVersion } from './branding-hooks';

const isHex = (v: string) => /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/.test(v);

function Preview({ colors, logo }: { colors: Record<ColorField, string>; logo: string }) {
  const c = (f: ColorField, fallback: string) => (isHex(colors[f]) ? colors[f] : fallback);
  return (
    <div className="branding-preview" aria-label="Color preview" role="img">
      <div style={{ background: c('navigation_background_color', '#1E3A8A'), color: c('navigation_text_color', '#fff'), padding: '10px 14px', fontWeight: 700 }}>
        {logo ? 'Logo · ' : ''}Home · Teams · News
      </div>
      <div style={{ background: c('background_color', '#fff'), color: c('text_color', '#111'), padding: 14 }}>
        <div style={{ background: c('primary_color', '#3B82F6'), height: 6, borderRadius: 3, marginBottom: 10 }} />
        <p style={{ margin: '0 0 10px' }}>League news and results read like this.</p>
        <span style={{ background: c('button_color', '#1D4ED8'), color: c('button_text_color', '#fff'), padding: '6px 12px', borderRadius: 6, fontWeight: 700 }}>Button</span>
        <span style={{ background: c('accent_color', '#F59E0B'), padding: '6px 12px', borderRadius: 6, marginLeft: 8 }} aria-hidden="true" />
        <span style={{ background: c('secondary_color', '#64748B'), padding: '6px 12px', borderRadius: 6, marginLeft: 8 }} aria-hidden="true" />
      </div>
    </div>
  );
}

export function ColorSchemePanel({ leagueId, branding }: { leagueId: string; branding: Branding }) {
  const toast = useToast();
  const save = useBrandingSaves(leagueId).colors;
  const version = usePanelVersion(branding, 'colors');
  const [colors, setColors] = useState<Record<ColorField, string>>(() => Object.fromEntries(COLOR_FIELDS.map((f) => [f, branding[f]])) as Record<ColorField, string>);
  const [logo, setLogo] = useState(branding.logo_url ?? '');
  const [fieldError, setFieldError] = useState<{ field?: string; message: string } | null>(null);
  const problems = contrastProblems(colors);

  async function submit() {
    setFieldError(null);
    try {
      version.saved(await save.mutateAsync({ ...colors, logo_url: logo.trim() || null, version: version.toSend() }));
      toast({ type: 'success', header: BRANDING_MESSAGES.colorsSaved });
    } catch (err) {
      const field = (err as { field?: string }).field;
      setFieldError({ field, message: messageOf(err) });
      toast({ type: 'error', header: BRANDING_MESSAGES.colorsSaveFailed, content: messageOf(err) });
    }
  }

  return (
    <Container header={<Header variant="h2" description="The colours and logo of the league's public site.">Color scheme</Header>}>
      <FeatureGate feature="custom_branding">
        <SpaceBetween size="m">
          <ColumnLayout columns={3} minColumnWidth={200}>
            {COLOR_FIELDS.map((f) => (
              <FormField key={f} label={COLOR_LABELS[f]} errorText={isHex(colors[f]) ? (fieldError?.field === f ? fieldError.message : undefined) : 'Use a hex colour like #3B82F6'}>
                <div className="color-input">
                  <span className="color-swatch" style={{ background: isHex(colors[f]) ? colors[f] : 'transparent' }} aria-hidden="true" />
                  <Input value={colors[f]} onChange={({ detail }) => setColors({ ...colors, [f]: detail.value })} ariaLabel={COLOR_LABELS[f]} />
                </div>
              </FormField>
            ))}
          </ColumnLayout>
          <FormField label="Logo URL" description="An image address (https://...) shown in the site's header." errorText={fieldError?.field === 'logo_url' ? fieldError.message : undefined}>
            <Input value={logo} onChange={({ detail }) => setLogo(detail.value)} placeholder="https://example.com/logo.png" />
          </FormField>
          {/* Outside the field (its own control and label): the upload fills the field with the image's address. */}
          <ImageUpload leagueId={leagueId} purpose="logo" label="Upload logo" onUploaded={setLogo} />
          {problems.length > 0 && (
            <Alert type="warning" header="Some colours are hard to read">
              <ul className="contrast-problems">
                {problems.map((p) => <li key={p.label}>{p.label}: contrast {p.ratio}:1, WCAG AA needs at least {AA_CONTRAST}:1.</li>)}
              </ul>
            </Alert>
          )}
          <Preview colors={colors} logo={logo} />
          <Button variant="primary" loading={save.isPending} onClick={() => void submit()}>Save colors</Button>
        </SpaceBetween>
      </FeatureGate>
    </Container>
  );
}
