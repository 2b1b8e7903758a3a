// A season's totals for its organiser: gross (every payment taken), refunded, outstanding, the platform's fees (the
// application fee recorded on each card payment), the card fees the payment provider reported (its balance
// transactions) and the net payout. A card fee the provider has not reported is said to be missing, and the net is
// then not shown: no figure is guessed.
import type { ReactNode } from 'react';
import Box from '@cloudscape-design/components/box';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import type { RegistrationTotals } from '../../../../../shared/registration-schema';
import { countOf } from '../../../../../shared/registration-pricing';

interface Props {
  seasonName: string | null;
  totals: RegistrationTotals | undefined;
  figure: (label: string, value: number | undefined) => ReactNode;
}

function Words({ label, text }: { label: string; text: string }) {
  return (
    <div role="group" aria-label={label}>
      <Box variant="awsui-key-label">{label}</Box>
      <Box color="text-body-secondary">{text}</Box>
    </div>
  );
}

export function RegistrationTotalsPanel({ seasonName, totals, figure }: Props) {
  const unreported = totals?.card_fees_unreported ?? 0;
  return (
    <Container header={<Header variant="h2" description={seasonName ? `${seasonName}, every registration (not only the filtered ones).` : undefined}>Totals</Header>}>
      <ColumnLayout columns={3} variant="text-grid" minColumnWidth={200}>
        {figure('Gross collected', totals?.gross)}
        {figure('Refunded', totals?.refunded)}
        {figure('Outstanding', totals?.outstanding)}
        {figure('Platform fees', totals?.platform_fees)}
        {totals && totals.card_fees === null ? <Words label="Card fees" text="Not reported by the payment provider yet" /> : figure('Card fees', totals?.card_fees ?? undefined)}
        {totals && totals.net === null
          ? <Words label="Net payout" text={`Not known until the provider reports the card fees of ${countOf(unreported, 'payment')}`} />
          : figure('Net payout', totals?.net ?? undefined)}
      </ColumnLayout>
    </Container>
  );
}
