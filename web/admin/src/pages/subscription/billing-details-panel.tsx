// Billing details on /subscription: who the invoices are made out to (name, address, tax id), shown as saved, with
// the dialog to add or change them (its own chunk, loaded when opened).
import { Suspense, useState } from 'react';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import type { BillingDetails } from '../../../../../shared/billing-details-schema';
import { LoadingModal } from '../../components/loading-modal';
import { lazyNamed } from '../../lib/lazy-named';
import { useBillingDetails } from '../../subscription/billing-details-hooks';

const BillingDetailsDialog = lazyNamed(() => import('./billing-details-form'), 'BillingDetailsDialog');

const countryName = (code: string) => new Intl.DisplayNames(['en'], { type: 'region' }).of(code) ?? code;

function addressOf(d: BillingDetails): string[] {
  return [d.line1, d.line2, [d.city, d.region, d.postal_code].filter(Boolean).join(', '), countryName(d.country)].filter(Boolean);
}

export function BillingDetailsPanel() {
  const { details, loading, failed } = useBillingDetails();
  const [editing, setEditing] = useState(false);
  return (
    <Container
      header={
        <Header
          variant="h2"
          description="Who your invoices are made out to. Each invoice shows them, and tax is worked out from the address."
          actions={<Button disabled={loading} onClick={() => setEditing(true)}>{details ? 'Edit billing details' : 'Add billing details'}</Button>}
        >
          Billing details
        </Header>
      }
    >
      {loading && <StatusIndicator type="loading">Loading billing details...</StatusIndicator>}
      {failed && <StatusIndicator type="error">Billing details could not be loaded.</StatusIndicator>}
      {!loading && !failed && !details && <Box color="text-body-secondary">None yet: your invoices show your e-mail address only.</Box>}
      {details && (
        <KeyValuePairs
          columns={3}
          items={[
            { label: 'Name', value: details.name },
            { label: 'Address', value: <>{addressOf(details).map((line) => <div key={line}>{line}</div>)}</> },
            { label: details.country === 'US' ? 'EIN' : 'VAT number', value: details.tax_id || '-' },
          ]}
        />
      )}
      {editing && (
        <Suspense fallback={<LoadingModal header="Billing details" onDismiss={() => setEditing(false)} />}>
          <BillingDetailsDialog current={details} onDismiss={() => setEditing(false)} />
        </Suspense>
      )}
    </Container>
  );
}
