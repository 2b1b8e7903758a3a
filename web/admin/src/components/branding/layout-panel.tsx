// Branding tab, 'Landing page layout' (spec section 2): the home page's sections, each enabled or disabled and
// moved up or down; saving renumbers their order from 0 (plan feature advanced_layout).
import { useState } from 'react';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Toggle from '@cloudscape-design/components/toggle';
import { BRANDING_MESSAGES, moveItem, type Branding, type LayoutSection } from '../../../../../shared/branding-schema';
import { messageOf } from '../../lib/form-errors';
import { useToast } from '../../toast/toast-context';
import { FeatureGate } from '../feature-gate';
import { useBrandingSaves, usePanelVersion } from './branding-hooks';

export function LayoutPanel({ leagueId, branding }: { leagueId: string; branding: Branding }) {
  const toast = useToast();
  const save = useBrandingSaves(leagueId).layout;
  const version = usePanelVersion(branding, 'layout');
  const [sections, setSections] = useState<LayoutSection[]>(() => [...branding.layout_sections].sort((a, b) => a.order - b.order));

  async function submit() {
    try {
      version.saved(await save.mutateAsync({ layout_sections: sections.map((s) => ({ id: s.id, enabled: s.enabled })), version: version.toSend() }));
      toast({ type: 'success', header: BRANDING_MESSAGES.layoutSaved });
    } catch (err) {
      toast({ type: 'error', header: BRANDING_MESSAGES.layoutSaveFailed, content: messageOf(err) });
    }
  }

  return (
    <Container header={<Header variant="h2" description="Choose which sections the league's home page shows, and in what order.">Landing page layout</Header>}>
      <FeatureGate feature="advanced_layout">
        <SpaceBetween size="m">
          <ol className="branding-list" aria-label="Home page sections">
            {sections.map((s, i) => (
              <li key={s.id} className="branding-row">
                <div className="branding-row-main">
                  <Toggle checked={s.enabled} onChange={({ detail }) => setSections(sections.map((x) => (x.id === s.id ? { ...x, enabled: detail.checked } : x)))}>
                    {s.name}
                  </Toggle>
                  <Box variant="small" color="text-body-secondary">{s.description}</Box>
                </div>
                <SpaceBetween direction="horizontal" size="xxs">
                  <Button variant="icon" iconName="angle-up" ariaLabel={`Move ${s.name} section up`} disabled={i === 0} onClick={() => setSections(moveItem(sections, i, -1))} />
                  <Button variant="icon" iconName="angle-down" ariaLabel={`Move ${s.name} section down`} disabled={i === sections.length - 1} onClick={() => setSections(moveItem(sections, i, 1))} />
                </SpaceBetween>
              </li>
            ))}
          </ol>
          <Button variant="primary" loading={save.isPending} onClick={() => void submit()}>Save layout</Button>
        </SpaceBetween>
      </FeatureGate>
    </Container>
  );
}
