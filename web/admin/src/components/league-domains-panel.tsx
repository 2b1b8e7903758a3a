// A league's web addresses: its default URLs (copy / open) and its custom domains (add, list, remove).
// Used by the edit screen's Domains tab and by /league-management's domains tab.
import { useCallback, useEffect, useState } from 'react';
import Alert from '@cloudscape-design/components/alert';
import Badge from '@cloudscape-design/components/badge';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import Link from '@cloudscape-design/components/link';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator, { type StatusIndicatorProps } from '@cloudscape-design/components/status-indicator';
import Table from '@cloudscape-design/components/table';
import { DOMAIN_MESSAGES, type LeagueDomain } from '../../../../shared/domain-schema';
import type { League } from '../../../../shared/league-schema';
import { ApiError, api } from '../api/client';
import { getConfig } from '../config';
import { RouterButton, RouterLink } from './router-link';
import { useToast } from '../toast/toast-context';

const STATUS: Record<LeagueDomain['status'], { type: StatusIndicatorProps.Type; label: string }> = {
  pending: { type: 'pending', label: 'pending' },
  active: { type: 'success', label: 'active' },
  failed: { type: 'error', label: 'failed' },
};

/** The league's public address on this origin: /l/{custom URL or id}. */
export function publicLeaguePath(league: Pick<League, 'id' | 'custom_slug'>): string {
  return `/l/${encodeURIComponent(league.custom_slug || league.id)}`;
}

/** The address an active custom domain answers on: https once it has a certificate, the local gateway's port otherwise. */
export function domainUrl(d: Pick<LeagueDomain, 'domain' | 'ssl_enabled'>): string {
  if (d.ssl_enabled) return `https://${d.domain}`;
  const port = typeof location !== 'undefined' && location.protocol === 'http:' && location.port ? `:${location.port}` : '';
  return `http://${d.domain}${port}`;
}

function cnameTarget(): string {
  try {
    return getConfig().cnameTarget;
  } catch {
    return location.host;
  }
}

/** Spec 4: an upgrade answer (403 naming a plan) rather than a plain refusal. */
const isUpgrade = (err: unknown) => err instanceof ApiError && err.status === 403 && /upgrade|plan/i.test(err.message);

function UrlRow({ label, url, onCopy }: { label: string; url: string; onCopy: (url: string) => void }) {
  return (
    <FormField label={label}>
      <SpaceBetween direction="horizontal" size="xs" alignItems="center">
        <Box variant="code">{url}</Box>
        <Button iconName="copy" variant="icon" ariaLabel={`Copy ${label}`} onClick={() => onCopy(url)} />
        <Button iconName="external" variant="icon" ariaLabel={`Open ${label} in a new tab`} href={url} target="_blank" />
      </SpaceBetween>
    </FormField>
  );
}

export function LeagueDomainsPanel({ league }: { league: Pick<League, 'id' | 'name' | 'custom_slug'> }) {
  const toast = useToast();
  const [domains, setDomains] = useState<LeagueDomain[]>([]);
  const [loading, setLoading] = useState(true);
  const [loadError, setLoadError] = useState('');
  const [input, setInput] = useState('');
  const [adding, setAdding] = useState(false);
  const [addError, setAddError] = useState('');
  const [upgrade, setUpgrade] = useState('');
  const [removing, setRemoving] = useState<LeagueDomain | null>(null);
  const [removeBusy, setRemoveBusy] = useState(false);

  const origin = location.origin;
  const slugUrl = `${origin}${publicLeaguePath(league)}`;
  const idUrl = `${origin}/league/${encodeURIComponent(league.id)}`;

  const load = useCallback(async () => {
    setLoading(true);
    setLoadError('');
    try {
      setDomains((await api.listDomains(league.id)).domains);
    } catch (err) {
      setDomains([]);
      if (isUpgrade(err)) setUpgrade((err as Error).message);
      else {
        setLoadError(err instanceof Error ? err.message : DOMAIN_MESSAGES.loadFailed);
        toast({ type: 'error', header: DOMAIN_MESSAGES.loadFailed });
      }
    } finally {
      setLoading(false);
    }
  }, [league.id, toast]);

  useEffect(() => {
    setInput('');
    setAddError('');
    setUpgrade('');
    void load();
  }, [load]);

  async function copy(url: string) {
    try {
      await navigator.clipboard.writeText(url);
      toast({ type: 'success', header: DOMAIN_MESSAGES.copiedTitle, content: DOMAIN_MESSAGES.copiedBody });
    } catch {
      toast({ type: 'error', header: 'Could not copy', content: url });
    }
  }

  async function add() {
    const domain = input.trim();
    if (!domain || adding) return; // spec 5: a blank entry is ignored
    setAdding(true);
    setAddError('');
    try {
      const { domain: added } = await api.addDomain(league.id, domain);
      setInput('');
      setUpgrade('');
      toast({ type: 'success', header: DOMAIN_MESSAGES.addedTitle, content: DOMAIN_MESSAGES.addedBody });
      setDomains((list) => [...list.filter((d) => d.id !== added.id), added].sort((a, b) => Number(b.is_primary) - Number(a.is_primary)));
      void load();
    } catch (err) {
      if (isUpgrade(err)) setUpgrade((err as Error).message);
      else setAddError(err instanceof Error ? err.message : DOMAIN_MESSAGES.addFailed);
      toast({ type: 'error', header: DOMAIN_MESSAGES.addFailed });
    } finally {
      setAdding(false);
    }
  }

  async function confirmRemove() {
    if (!removing) return;
    setRemoveBusy(true);
    try {
      await api.removeDomain(league.id, removing.id);
      toast({ type: 'success', header: DOMAIN_MESSAGES.removed, content: removing.domain });
      setRemoving(null);
      void load();
    } catch (err) {
      toast({ type: 'error', header: DOMAIN_MESSAGES.removeFailed, content: err instanceof Error ? err.message : undefined });
    } finally {
      setRemoveBusy(false);
    }
  }

  return (
    <SpaceBetween size="l">
      <Container header={<Header variant="h2" description="Where visitors find this league on this site.">Default league URL</Header>}>
        <SpaceBetween size="m">
          <UrlRow label="Public page" url={slugUrl} onCopy={copy} />
          <UrlRow label="League link" url={idUrl} onCopy={copy} />
        </SpaceBetween>
      </Container>

      <Table
        variant="container"
        loading={loading}
        loadingText="Loading domains"
        trackBy="id"
        items={domains}
        header={
          <Header
            variant="h2"
            counter={loading ? undefined : `(${domains.length})`}
            description={
              <>
                Point a CNAME record for your domain at <Box variant="code" display="inline">{cnameTarget()}</Box>
              </>
            }
          >
            Custom Domains
          </Header>
        }
        filter={
          <SpaceBetween size="s">
            {upgrade && (
              <Alert type="info" header="Upgrade required" action={<RouterButton href="/pricing">View plans</RouterButton>}>
                {upgrade} <RouterLink href="/pricing">See pricing</RouterLink>
              </Alert>
            )}
            {loadError && (
              <Alert type="error" header={DOMAIN_MESSAGES.loadFailed} action={<Button onClick={() => void load()}>Retry</Button>}>
                {loadError}
              </Alert>
            )}
            <FormField label="Add a domain" errorText={addError} constraintText="For example www.example.com. Press Enter or choose Add.">
              <SpaceBetween direction="horizontal" size="xs">
                <div style={{ minWidth: 320 }}>
                  <Input
                    value={input}
                    placeholder="www.example.com"
                    ariaLabel="Custom domain"
                    invalid={!!addError}
                    onChange={({ detail }) => {
                      setInput(detail.value);
                      setAddError('');
                    }}
                    onKeyDown={({ detail }) => {
                      if (detail.key === 'Enter') void add();
                    }}
                  />
                </div>
                <Button onClick={() => void add()} loading={adding} disabled={!input.trim()}>
                  Add
                </Button>
              </SpaceBetween>
            </FormField>
          </SpaceBetween>
        }
        columnDefinitions={[
          {
            id: 'domain',
            header: 'Domain',
            isRowHeader: true,
            cell: (d) => (
              <SpaceBetween direction="horizontal" size="xs" alignItems="center">
                <span>{d.domain}</span>
                {d.is_primary && <Badge color="blue">Primary</Badge>}
                {d.ssl_enabled && <Badge color="green">SSL Enabled</Badge>}
              </SpaceBetween>
            ),
          },
          {
            id: 'status',
            header: 'Status',
            cell: (d) => <StatusIndicator type={STATUS[d.status].type}>{STATUS[d.status].label}</StatusIndicator>,
          },
          {
            id: 'details',
            header: 'DNS / details',
            cell: (d) => (
              <SpaceBetween size="xxs">
                {d.validation_record && (
                  <Box variant="small">
                    {d.validation_record.type} <Box variant="code" display="inline">{d.validation_record.name}</Box> →{' '}
                    <Box variant="code" display="inline">{d.validation_record.value}</Box>
                  </Box>
                )}
                {d.status === 'failed' && d.failure_reason && <Box color="text-status-error">{d.failure_reason}</Box>}
                {!d.validation_record && !(d.status === 'failed' && d.failure_reason) && <Box color="text-body-secondary">-</Box>}
              </SpaceBetween>
            ),
          },
          {
            id: 'actions',
            header: 'Actions',
            cell: (d) => (
              <SpaceBetween direction="horizontal" size="xs" alignItems="center">
                {d.status === 'active' && (
                  <Link href={domainUrl(d)} external ariaLabel={`Open ${d.domain}`}>
                    Open
                  </Link>
                )}
                <Button variant="inline-link" ariaLabel={`Remove ${d.domain}`} onClick={() => setRemoving(d)}>
                  Remove
                </Button>
              </SpaceBetween>
            ),
          },
        ]}
        empty={
          <Box textAlign="center" color="inherit" padding="s">
            <b>No custom domains</b>
            <Box variant="p" color="inherit">
              Add a domain you own to serve this league's public site from it.
            </Box>
          </Box>
        }
      />

      <Modal
        visible={!!removing}
        onDismiss={() => setRemoving(null)}
        header="Remove domain"
        footer={
          <Box float="right">
            <SpaceBetween direction="horizontal" size="xs">
              <Button variant="link" onClick={() => setRemoving(null)} disabled={removeBusy}>
                Cancel
              </Button>
              <Button variant="primary" onClick={() => void confirmRemove()} loading={removeBusy}>
                Remove
              </Button>
            </SpaceBetween>
          </Box>
        }
      >
        {removing && (
          <>
            Remove <b>{removing.domain}</b> from {league.name}? The league's site stops answering on it.
          </>
        )}
      </Modal>
    </SpaceBetween>
  );
}
