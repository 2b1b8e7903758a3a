// A league's web addresses: its default URLs (copy / open) and its custom domains (add, list, remove).
// Used by the edit screen's Domains tab and by /league-management's domains tab.
import { useEffect, useState } from 'react';
import { useWatch } from 'react-hook-form';
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
import { addDomainSchema, DOMAIN_MESSAGES, type LeagueDomain } from '../../../../shared/domain-schema';
import type { League } from '../../../../shared/league-schema';
import { hasFeature } from '../../../../shared/plan-catalogue';
import { UPGRADE_REQUIRED } from '../../../../shared/subscription-schema';
import { useSubscription } from '../subscription/subscription-store';
import { hasErrorCode } from '../api/client';
import { getConfig } from '../config';
import { FeatureGate } from './feature-gate';
import { RouterButton, RouterLink } from './router-link';
import { publicLeaguePath } from '../lib/league-pages';
import { messageOf } from '../lib/form-errors';
import { useZodForm } from '../lib/use-zod-form';
import { useToast } from '../toast/toast-context';
import { useAddDomain, useLeagueDomains, useRemoveDomain } from './league-domains-hooks';
import { DialogFooter } from './dialog-footer';

const NONE: LeagueDomain[] = [];

const STATUS: Record<LeagueDomain['status'], { type: StatusIndicatorProps.Type; label: string }> = {
  pending: { type: 'pending', label: 'pending' },
  active: { type: 'success', label: 'active' },
  failed: { type: 'error', label: 'failed' },
};

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

/**
 * DNS does not allow a CNAME at a zone's apex (example.com itself, where the SOA and NS records live), so an
 * organiser adding a bare domain needs another way to the same target.
 */
const APEX_HINT = 'A CNAME cannot be set on a bare domain such as example.com: add www.example.com instead and have your DNS provider forward example.com to it, or use its ALIAS, ANAME or CNAME-flattening record for example.com with the same target.';

/** Spec 4: an upgrade answer (the plan lacks custom domains) rather than a plain refusal. */
const upgradeMessage = (err: unknown) => (hasErrorCode(err, 'plan_feature_required') ? err.message : '');

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
  const domainsQuery = useLeagueDomains(league.id);
  const addDomain = useAddDomain(league.id);
  const removeDomain = useRemoveDomain(league.id);
  const form = useZodForm<{ domain: string }, typeof addDomainSchema>(addDomainSchema, {
    defaultValues: { domain: '' },
    // The message under the field stays until the next try; typing only clears it.
    reValidateMode: 'onSubmit',
  });
  const input = useWatch({ control: form.control, name: 'domain' });
  const addError = form.formState.errors.domain?.message ?? '';
  const [addUpgrade, setAddUpgrade] = useState('');
  const [removing, setRemoving] = useState<LeagueDomain | null>(null);

  const domains = domainsQuery.data ?? NONE;
  const loading = domainsQuery.isPending;
  const loadUpgrade = upgradeMessage(domainsQuery.error);
  const loadError = domainsQuery.isError && !loadUpgrade ? messageOf(domainsQuery.error) || DOMAIN_MESSAGES.loadFailed : '';
  const upgrade = addUpgrade || loadUpgrade;
  const adding = addDomain.isPending;
  const removeBusy = removeDomain.isPending;
  // The DNS steps matter only where the plan lets one add a domain: a free plan sees the lock card alone.
  const { current: subscription } = useSubscription();
  const domainsAllowed = Boolean(subscription && hasFeature(subscription.plan, 'custom_domain'));

  const { error: listError } = domainsQuery;
  useEffect(() => {
    if (listError && !hasErrorCode(listError, 'plan_feature_required')) toast({ type: 'error', header: DOMAIN_MESSAGES.loadFailed });
  }, [listError, toast]);

  const origin = location.origin;
  const slugUrl = `${origin}${publicLeaguePath(league)}`;
  const idUrl = `${origin}/league/${encodeURIComponent(league.id)}`;

  async function copy(url: string) {
    try {
      await navigator.clipboard.writeText(url);
      toast({ type: 'success', header: DOMAIN_MESSAGES.copiedTitle, content: DOMAIN_MESSAGES.copiedBody });
    } catch {
      toast({ type: 'error', header: 'Could not copy', content: url });
    }
  }

  const submit = form.handleSubmit(
    async ({ domain }) => {
      try {
        await addDomain.mutateAsync(domain);
        form.reset();
        setAddUpgrade('');
        toast({ type: 'success', header: DOMAIN_MESSAGES.addedTitle, content: DOMAIN_MESSAGES.addedBody });
      } catch (err) {
        const upgradeNeeded = upgradeMessage(err);
        if (upgradeNeeded) {
          // The plan is the reason, not the format (spec 4: the upgrade message).
          setAddUpgrade(upgradeNeeded);
          toast({ type: 'error', header: UPGRADE_REQUIRED, content: upgradeNeeded });
          return;
        }
        form.setError('domain', { type: 'server', message: messageOf(err) || DOMAIN_MESSAGES.addFailed });
        toast({ type: 'error', header: DOMAIN_MESSAGES.addFailed });
      }
    },
    () => toast({ type: 'error', header: DOMAIN_MESSAGES.addFailed }),
  );

  function add() {
    // Spec 5: a blank entry is ignored.
    if (!form.getValues('domain').trim() || adding) return;
    void submit();
  }

  function confirmRemove() {
    if (!removing) return;
    const target = removing;
    removeDomain.mutate(target.id, {
      onSuccess: () => {
        toast({ type: 'success', header: DOMAIN_MESSAGES.removed, content: target.domain });
        setRemoving(null);
      },
      onError: (err) => toast({ type: 'error', header: DOMAIN_MESSAGES.removeFailed, content: err instanceof Error ? err.message : undefined }),
    });
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
            description={domainsAllowed && (
              <>
                Point a CNAME record for your domain at <Box variant="code" display="inline">{cnameTarget()}</Box>. Keep
                it in place: the certificate is issued, and renewed, only while the record points here.{' '}
                {APEX_HINT}
              </>
            )}
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
              <Alert type="error" header={DOMAIN_MESSAGES.loadFailed} action={<Button onClick={() => void domainsQuery.refetch()}>Retry</Button>}>
                {loadError}
              </Alert>
            )}
            {/* Custom domains are a paid feature: a free plan sees the plan gate before typing anything. */}
            <FeatureGate feature="custom_domain">
              <FormField label="Add a domain" errorText={addError} constraintText="For example www.example.com. Press Enter or choose Add.">
                <SpaceBetween direction="horizontal" size="xs">
                  {/* Wide enough for a typical domain, but never wider than a phone leaves beside the Add button. */}
                  <div style={{ minWidth: 'min(320px, calc(100vw - 160px))' }}>
                    <Input
                      value={input}
                      placeholder="www.example.com"
                      ariaLabel="Add a domain"
                      invalid={!!addError}
                      onChange={({ detail }) => {
                        form.setValue('domain', detail.value);
                        form.clearErrors('domain');
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
            </FeatureGate>
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
                    <Box variant="code" display="inline">{d.validation_record.value}</Box> (keep this record: the certificate renews with it)
                  </Box>
                )}
                {d.status === 'failed' && d.failure_reason && <Box color="text-status-error">{d.failure_reason}</Box>}
                {d.status === 'pending' && !d.validation_record && (
                  <Box color="text-body-secondary">Waiting for the CNAME record above to point here.</Box>
                )}
                {d.status === 'active' && !d.validation_record && <Box color="text-body-secondary">-</Box>}
                {d.status === 'failed' && !d.failure_reason && !d.validation_record && <Box color="text-body-secondary">-</Box>}
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
          <DialogFooter onCancel={() => setRemoving(null)} cancelDisabled={removeBusy}>
            <Button variant="primary" onClick={confirmRemove} loading={removeBusy}>
              Remove
            </Button>
          </DialogFooter>
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
