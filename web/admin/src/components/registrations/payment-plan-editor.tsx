// A season's payment plan in the registration settings: a deposit paid at the checkout, then instalments on set
// days, each an amount or an even share of what is left. The server checks the days against today and the season's
// end and the sums against each fee, and names the problem (shared/instalment-schema.ts, instalment-plan.ts).
import AttributeEditor from '@cloudscape-design/components/attribute-editor';
import Checkbox from '@cloudscape-design/components/checkbox';
import DatePicker from '@cloudscape-design/components/date-picker';
import ExpandableSection from '@cloudscape-design/components/expandable-section';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Box from '@cloudscape-design/components/box';
import { PLAN_MAX_INSTALMENTS } from '../../../../../shared/instalment-rules';
import type { PlanForm } from './registration-settings-form';

const DATE_STRINGS = { placeholder: 'YYYY/MM/DD', openCalendarAriaLabel: (d: string | null) => (d ? `Change date, ${d}` : 'Choose date'), nextMonthAriaLabel: 'Next month', previousMonthAriaLabel: 'Previous month', todayAriaLabel: 'Today' };

export function PaymentPlanEditor({ value, currency, online, errors, onChange }: {
  value: PlanForm; currency: string; online: boolean; errors: Record<string, string>; onChange: (v: PlanForm) => void;
}) {
  const set = (patch: Partial<PlanForm>) => onChange({ ...value, ...patch });
  const setRow = (i: number, patch: Partial<PlanForm['instalments'][number]>) => set({ instalments: value.instalments.map((x, j) => (j === i ? { ...x, ...patch } : x)) });
  const unit = currency.toUpperCase();
  return (
    <ExpandableSection headerText="Payment plan" variant="container" defaultExpanded={value.on}
      headerDescription="A deposit at registration, then instalments charged to the registrant's card on set days.">
      <SpaceBetween size="m">
        <FormField errorText={errors.payment_plan} description={online ? undefined : 'Needs online payment: the instalments are charged to the card saved at the deposit.'}>
          <Checkbox checked={value.on} disabled={!online && !value.on} onChange={({ detail }) => set({ on: detail.checked })}>Offer a payment plan</Checkbox>
        </FormField>
        {value.on && (<>
          <FormField label={`Deposit (${unit})`} description="Paid at registration, in the hosted checkout." errorText={errors['payment_plan.deposit']}>
            <Input value={value.deposit} inputMode="decimal" onChange={({ detail }) => set({ deposit: detail.value })} ariaLabel="Deposit" />
          </FormField>
          <AttributeEditor<PlanForm['instalments'][number]>
            items={value.instalments}
            addButtonText="Add instalment"
            removeButtonText="Remove"
            disableAddButton={value.instalments.length >= PLAN_MAX_INSTALMENTS}
            onAddButtonClick={() => set({ instalments: [...value.instalments, { due_on: '', amount: '' }] })}
            onRemoveButtonClick={({ detail }) => set({ instalments: value.instalments.filter((_, j) => j !== detail.itemIndex) })}
            empty="No instalments."
            definition={[
              {
                label: 'Charged on',
                control: (x, i) => <DatePicker value={x.due_on} onChange={({ detail }) => setRow(i, { due_on: detail.value })} {...DATE_STRINGS} ariaLabel={`Instalment ${i + 1} date`} />,
                errorText: (_, i) => errors[`payment_plan.instalments.${i}.due_on`],
              },
              {
                label: `Amount (${unit})`,
                control: (x, i) => <Input value={x.amount} inputMode="decimal" placeholder="Even share of the rest" onChange={({ detail }) => setRow(i, { amount: detail.value })} ariaLabel={`Instalment ${i + 1} amount`} />,
                errorText: (_, i) => errors[`payment_plan.instalments.${i}.amount`],
              },
            ]}
          />
          {errors['payment_plan.instalments'] && <Box color="text-status-error">{errors['payment_plan.instalments']}</Box>}
        </>)}
      </SpaceBetween>
    </ExpandableSection>
  );
}
