// The Billing details dialog: who invoices are made out to, checked by the same schema as the API (a malformed VAT
// number or a US address without its state is named under its field before anything is sent).
import { BILLING_COUNTRIES, BILLING_DETAILS_MESSAGES, billingDetailsSchema, taxIdTypeOf, type BillingDetails } from '../../../../../shared/billing-details-schema';
import { FormModal, ModalForm, useFormSave } from '../../components/form-modal';
import { selectOf } from '../../lib/bound-controls';
import { useZodForm } from '../../lib/use-zod-form';
import { ZodFormField } from '../../lib/zod-form-field';
import { ZodTextField } from '../../lib/zod-text-field';
import { useSaveBillingDetails } from '../../subscription/billing-details-hooks';

type Values = { name: string; line1: string; line2: string; city: string; postal_code: string; region: string; country: string; tax_id: string };

const names = new Intl.DisplayNames(['en'], { type: 'region' });
const COUNTRY_OPTIONS = BILLING_COUNTRIES.map((code) => ({ value: code, label: names.of(code) ?? code }))
  .sort((a, b) => a.label.localeCompare(b.label));

const EMPTY: Values = { name: '', line1: '', line2: '', city: '', postal_code: '', region: '', country: '', tax_id: '' };

export function BillingDetailsDialog({ current, onDismiss }: { current: BillingDetails | null; onDismiss: () => void }) {
  return (
    <FormModal visible onDismiss={onDismiss} header="Billing details" size="medium">
      <BillingDetailsForm current={current} onDismiss={onDismiss} />
    </FormModal>
  );
}

function BillingDetailsForm({ current, onDismiss }: { current: BillingDetails | null; onDismiss: () => void }) {
  const save = useSaveBillingDetails();
  const form = useZodForm<Values, typeof billingDetailsSchema>(billingDetailsSchema, { defaultValues: current ?? EMPTY });
  const onSubmit = useFormSave(form, { onDone: onDismiss }, async (body) => {
    await save.mutateAsync(body);
    return { type: 'success', header: BILLING_DETAILS_MESSAGES.saved };
  });
  const country = form.watch('country');
  const taxType = taxIdTypeOf(country);
  return (
    <ModalForm form={form} onSubmit={onSubmit} onCancel={onDismiss} submitLabel="Save billing details" busy={save.isPending}>
      <ZodTextField control={form.control} name="name" label="Name to bill" constraintText="Your organisation's legal name, or your own." input={{ autoComplete: 'organization' }} />
      <ZodTextField control={form.control} name="line1" label="Address" input={{ autoComplete: 'address-line1' }} />
      <ZodTextField control={form.control} name="line2" label="Address line 2" constraintText="Optional." input={{ autoComplete: 'address-line2' }} />
      <ZodTextField control={form.control} name="city" label="Town or city" input={{ autoComplete: 'address-level2' }} />
      <ZodTextField control={form.control} name="postal_code" label="Postcode" constraintText="Optional where the country has none." input={{ autoComplete: 'postal-code' }} />
      <ZodTextField control={form.control} name="region" label={country === 'US' ? 'State' : 'State, county or province'}
        constraintText={country === 'US' ? 'Its two-letter code, e.g. NY.' : 'Optional.'} input={{ autoComplete: 'address-level1' }} />
      <ZodFormField control={form.control} name="country" label="Country">
        {selectOf<string>(COUNTRY_OPTIONS, { filteringType: 'auto', placeholder: 'Choose a country', ariaLabel: 'Country' })}
      </ZodFormField>
      <ZodTextField control={form.control} name="tax_id" label={taxType === 'us_ein' ? 'EIN' : 'VAT number'}
        constraintText={taxType ? `Optional: a business's ${taxType === 'us_ein' ? 'EIN' : 'VAT number, with its country prefix'}. It is shown on your invoices.` : 'Taken for addresses in the EU, the UK and the US.'}
        input={{ disabled: !taxType && !form.getValues('tax_id') }} />
    </ModalForm>
  );
}
