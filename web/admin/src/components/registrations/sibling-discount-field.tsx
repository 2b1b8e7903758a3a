// The season's sibling discount in the registration editor: none, a percentage or an amount off each child's price
// from the second child on, in a family checkout (shared/sibling-discount.ts prices it).
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { SettingsForm } from './registration-settings-form';

const OPTIONS = [
  { value: 'none', label: 'No sibling discount' }, { value: 'percent', label: 'A percentage' }, { value: 'amount', label: 'An amount' },
] as const;

export function SiblingDiscountField({ form, errorText, onChange }: {
  form: SettingsForm; errorText?: string; onChange: (patch: Partial<SettingsForm>) => void;
}) {
  return (
    <FormField label="Sibling discount" description="Off each child's price from the second child on, when a parent registers several children in one checkout." errorText={errorText}>
      <SpaceBetween direction="horizontal" size="xs">
        <Select selectedOption={OPTIONS.find((o) => o.value === form.sibling_kind) ?? OPTIONS[0]} options={[...OPTIONS]} ariaLabel="Sibling discount kind"
          onChange={({ detail }) => onChange({ sibling_kind: detail.selectedOption.value as SettingsForm['sibling_kind'] })} />
        {form.sibling_kind !== 'none' && (
          <Input value={form.sibling_value} inputMode="decimal" ariaLabel={form.sibling_kind === 'percent' ? 'Sibling discount percent' : 'Sibling discount amount'}
            placeholder={form.sibling_kind === 'percent' ? '10' : '5.00'} onChange={({ detail }) => onChange({ sibling_value: detail.value })} />
        )}
      </SpaceBetween>
    </FormField>
  );
}
