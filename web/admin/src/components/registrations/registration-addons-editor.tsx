// The season's priced add-ons in the registration settings (a kit in a size, insurance, a photo package): a name,
// a price, optional options one per line ("M: 3" gives option M its own stock) and an optional stock for the whole
// add-on. Registrants pick them on the form; stock is held with the place.
import AttributeEditor from '@cloudscape-design/components/attribute-editor';
import Box from '@cloudscape-design/components/box';
import ExpandableSection from '@cloudscape-design/components/expandable-section';
import Input from '@cloudscape-design/components/input';
import Textarea from '@cloudscape-design/components/textarea';
import { newAddon, type AddonForm } from './registration-settings-form';

export function AddonsEditor({ addons, currency, errors, onChange }: { addons: AddonForm[]; currency: string; errors: Record<string, string>; onChange: (a: AddonForm[]) => void }) {
  const set = (i: number, patch: Partial<AddonForm>) => onChange(addons.map((a, j) => (j === i ? { ...a, ...patch } : a)));
  const err = (i: number, f: string) => errors[`addons.${i}.${f}`];
  return (
    <ExpandableSection headerText={`Add-ons (${addons.length})`} variant="container" defaultExpanded={addons.length > 0}
      headerDescription="Priced extras registrants may pick: a kit in a size, insurance, a photo package. Each is its own line on the checkout and the receipt.">
      <AttributeEditor<AddonForm>
        items={addons}
        addButtonText="Add an add-on"
        removeButtonText="Remove"
        onAddButtonClick={() => onChange([...addons, newAddon()])}
        onRemoveButtonClick={({ detail }) => onChange(addons.filter((_, j) => j !== detail.itemIndex))}
        empty="No add-ons."
        definition={[
          { label: 'Name', control: (a, i) => <Input value={a.name} onChange={({ detail }) => set(i, { name: detail.value })} ariaLabel={`Add-on ${i + 1} name`} />, errorText: (_, i) => err(i, 'name') },
          {
            label: `Price (${currency.toUpperCase()})`,
            control: (a, i) => <Input value={a.price} inputMode="decimal" onChange={({ detail }) => set(i, { price: detail.value })} ariaLabel={`Add-on ${i + 1} price`} />,
            errorText: (_, i) => err(i, 'price'),
          },
          {
            label: 'Options (one per line)',
            control: (a, i) => <Textarea value={a.options} rows={3} placeholder={'S\nM: 10\nL'} onChange={({ detail }) => set(i, { options: detail.value })} ariaLabel={`Add-on ${i + 1} options`} />,
            constraintText: () => '"M: 10": 10 of M. None: no options.',
            errorText: (_, i) => err(i, 'choices'),
          },
          {
            label: 'Stock',
            control: (a, i) => <Input value={a.stock} inputMode="numeric" placeholder="No limit" onChange={({ detail }) => set(i, { stock: detail.value })} ariaLabel={`Add-on ${i + 1} stock`} />,
            errorText: (_, i) => err(i, 'stock'),
          },
        ]}
      />
      {errors.addons && <Box color="text-status-error">{errors.addons}</Box>}
    </ExpandableSection>
  );
}
