// Branding tab, 'Navigation customization' (spec: show_default_navigation, custom_navigation_order): the default
// items, the league's custom pages shown in navigation, custom links and groups; each item enabled or disabled,
// moved up or down, put into a group (or under a page) or taken out of it (plan feature advanced_layout). A page
// nobody placed yet starts under its parent page, as the site shows it. Order is renumbered from 0 when saved.
import { useState } from 'react';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import Toggle from '@cloudscape-design/components/toggle';
import {
  BRANDING_MESSAGES, holdsItems, isSafeLinkUrl, moveItem, navigationWithPages, type Branding, type NavItem, type NavPageRef,
} from '../../../../../shared/branding-schema';
import { PAGE_MESSAGES } from '../../../../../shared/page-constants';
import { messageOf } from '../../lib/form-errors';
import { useToast } from '../../toast/toast-context';
import { FeatureGate } from '../feature-gate';
import { usePages } from '../custom-pages/page-hooks';
import { useBrandingSaves, usePanelVersion } from './branding-hooks';

const newId = (prefix: string) => `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const TYPE_LABEL: Record<NavItem['type'], string> = { default: 'Default page', custom: 'Custom link', news: 'News link', group: 'Group', page: 'Custom page' };

function ItemRow({ item, index, count, groups, drafts, onChange, onMove, onNest, onRemove }: {
  item: NavItem; index: number; count: number; groups: NavItem[]; drafts: ReadonlySet<string>;
  onChange: (next: NavItem) => void; onMove: (step: -1 | 1) => void; onNest: (groupId: string | null) => void; onRemove?: () => void;
}) {
  // An item goes into a group or under a page; a group, or a page holding items, stays at the top (two levels).
  const holders = groups.filter((g) => g.id !== item.id);
  const canNest = item.type !== 'group' && item.children.length === 0 && holders.length > 0;
  const nestOptions = [{ value: '', label: item.parent_id ? 'Top level' : 'Not in a group' }, ...holders.map((g) => ({ value: g.id, label: `In ${g.name}` }))];
  const draft = item.type === 'page' && drafts.has(item.id) ? ' · draft: shows once published' : '';
  return (
    <div className="branding-row">
      <div className="branding-row-main">
        <Toggle checked={item.enabled} onChange={({ detail }) => onChange({ ...item, enabled: detail.checked })}>{item.name}</Toggle>
        <Box variant="small" color="text-body-secondary">{TYPE_LABEL[item.type]}{item.url ? ` · ${item.url}` : ''}{draft}</Box>
      </div>
      <SpaceBetween direction="horizontal" size="xxs" alignItems="center">
        {canNest && (
          <Select
            selectedOption={nestOptions.find((o) => o.value === (item.parent_id ?? '')) ?? nestOptions[0]!}
            options={nestOptions} onChange={({ detail }) => onNest(detail.selectedOption.value || null)} ariaLabel={`Group of ${item.name}`}
          />
        )}
        <Button variant="icon" iconName="angle-up" ariaLabel={`Move ${item.name} link up`} disabled={index === 0} onClick={() => onMove(-1)} />
        <Button variant="icon" iconName="angle-down" ariaLabel={`Move ${item.name} link down`} disabled={index === count - 1} onClick={() => onMove(1)} />
        {onRemove && <Button variant="icon" iconName="remove" ariaLabel={`Remove ${item.name}`} onClick={onRemove} />}
      </SpaceBetween>
    </div>
  );
}

/** Waits for the league's pages, so the editor starts with every page shown in navigation placed. */
export function NavigationPanel({ leagueId, branding }: { leagueId: string; branding: Branding }) {
  const pages = usePages(leagueId);
  const header = <Header variant="h2" description="The menu on every page of the league's site.">Navigation customization</Header>;
  return (
    <Container header={header}>
      <FeatureGate feature="advanced_layout">
        {pages.isPending ? <StatusIndicator type="loading">Loading pages</StatusIndicator>
          : pages.isError ? <StatusIndicator type="error">{PAGE_MESSAGES.loadFailed}</StatusIndicator>
            : <NavigationForm key={JSON.stringify(pages.data.map((p) => [p.id, p.show_in_navigation]))} leagueId={leagueId} branding={branding} pages={pages.data} />}
      </FeatureGate>
    </Container>
  );
}

function NavigationForm({ leagueId, branding, pages }: { leagueId: string; branding: Branding; pages: (NavPageRef & { show_in_navigation: boolean; is_published: boolean })[] }) {
  const toast = useToast();
  const save = useBrandingSaves(leagueId).navigation;
  const version = usePanelVersion(branding, 'navigation');
  const shown = pages.filter((p) => p.show_in_navigation);
  const drafts = new Set(shown.filter((p) => !p.is_published).map((p) => p.id));
  const [showDefaults, setShowDefaults] = useState(branding.show_default_navigation);
  const [items, setItems] = useState<NavItem[]>(() => navigationWithPages(branding.custom_navigation_order, shown));
  const [linkName, setLinkName] = useState('');
  const [linkUrl, setLinkUrl] = useState('');
  const [groupName, setGroupName] = useState('');
  const linkUrlError = linkUrl && !isSafeLinkUrl(linkUrl.trim()) ? 'Start with http://, https:// or / (a page of this site)' : undefined;
  const groups = items.filter(holdsItems);

  const replaceTop = (next: NavItem) => setItems(items.map((i) => (i.id === next.id ? next : i)));
  function nest(item: NavItem, groupId: string | null) {
    // Take the item out of wherever it is, then put it at the end of the chosen group (or of the top level).
    const without = items.filter((i) => i.id !== item.id).map((i) => ({ ...i, children: i.children.filter((c) => c.id !== item.id) }));
    const moved = { ...item, parent_id: groupId, children: [] };
    setItems(groupId
      ? without.map((g) => (g.id === groupId ? { ...g, children: [...g.children, { ...moved, order: g.children.length }] } : g))
      : [...without, { ...moved, order: without.length }]);
  }
  function addLink() {
    if (!linkName.trim() || !linkUrl.trim() || linkUrlError) return;
    setItems([...items, { id: newId('link'), name: linkName.trim(), type: linkUrl.trim().startsWith('/news') ? 'news' : 'custom', enabled: true, order: items.length, url: linkUrl.trim(), children: [], parent_id: null }]);
    setLinkName('');
    setLinkUrl('');
  }
  function addGroup() {
    if (!groupName.trim()) return;
    setItems([...items, { id: newId('group'), name: groupName.trim(), type: 'group', enabled: true, order: items.length, url: null, children: [], parent_id: null }]);
    setGroupName('');
  }
  function removeTop(item: NavItem) {
    // A removed group hands its items back to the top level.
    setItems([...items.filter((i) => i.id !== item.id), ...item.children.map((c, k) => ({ ...c, parent_id: null, order: items.length + k }))]);
  }

  async function submit() {
    try {
      const body = items.map((i) => ({ id: i.id, name: i.name, type: i.type, enabled: i.enabled, url: holdsItems(i) ? null : i.url, children: i.children.map((c) => ({ id: c.id, name: c.name, type: c.type as 'default' | 'custom' | 'news' | 'page', enabled: c.enabled, url: c.type === 'page' ? null : c.url })) }));
      version.saved(await save.mutateAsync({ show_default_navigation: showDefaults, custom_navigation_order: body, version: version.toSend() }));
      toast({ type: 'success', header: BRANDING_MESSAGES.navigationSaved });
    } catch (err) {
      toast({ type: 'error', header: BRANDING_MESSAGES.navigationSaveFailed, content: messageOf(err) });
    }
  }

  return (
    <SpaceBetween size="m">
      <Toggle checked={showDefaults} onChange={({ detail }) => setShowDefaults(detail.checked)}>Show the default pages (Home, Teams, Schedule, Standings, Players, Stats, News)</Toggle>
      <ol className="branding-list" aria-label="Navigation items">
        {items.map((item, i) => (
          <li key={item.id}>
            <ItemRow
              item={item} index={i} count={items.length} groups={groups} drafts={drafts} onChange={replaceTop}
              onMove={(step) => setItems(moveItem(items, i, step))} onNest={(g) => nest(item, g)}
              onRemove={item.type === 'default' || item.type === 'page' ? undefined : () => removeTop(item)}
            />
            {item.children.length > 0 && (
              <ol className="branding-list branding-children" aria-label={`Items in ${item.name}`}>
                {item.children.map((c, k) => (
                  <li key={c.id}><ItemRow
                    item={c} index={k} count={item.children.length} groups={groups} drafts={drafts}
                    onChange={(next) => replaceTop({ ...item, children: item.children.map((x) => (x.id === c.id ? next : x)) })}
                    onMove={(step) => replaceTop({ ...item, children: moveItem(item.children, k, step) })}
                    onNest={(g) => nest(c, g)}
                  /></li>
                ))}
              </ol>
            )}
          </li>
        ))}
      </ol>
      <ColumnLayout columns={2} minColumnWidth={240}>
        <SpaceBetween size="xs">
          <FormField label="Link name"><Input value={linkName} onChange={({ detail }) => setLinkName(detail.value)} /></FormField>
          <FormField label="Link URL" errorText={linkUrlError}><Input value={linkUrl} onChange={({ detail }) => setLinkUrl(detail.value)} placeholder="https://... or /news" /></FormField>
          <Button onClick={addLink} disabled={!linkName.trim() || !linkUrl.trim() || Boolean(linkUrlError)}>Add navigation link</Button>
        </SpaceBetween>
        <SpaceBetween size="xs">
          <FormField label="Group name" description="A group opens a list of the items you put in it."><Input value={groupName} onChange={({ detail }) => setGroupName(detail.value)} /></FormField>
          <Button onClick={addGroup} disabled={!groupName.trim()}>Add group</Button>
        </SpaceBetween>
      </ColumnLayout>
      <Button variant="primary" loading={save.isPending} onClick={() => void submit()}>Save navigation</Button>
    </SpaceBetween>
  );
}
