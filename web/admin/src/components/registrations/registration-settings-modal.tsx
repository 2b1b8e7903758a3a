// Open or edit registration on a season: dates, what is offered (players, teams) with their fees (early-bird,
// regular, late) and capacity, the levels, payment (online only where the plan and a connected payout account allow
// it), the custom questions, the waiver and the league's discount codes.
import { useState } from 'react';
import Alert from '@cloudscape-design/components/alert';
import AttributeEditor from '@cloudscape-design/components/attribute-editor';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Checkbox from '@cloudscape-design/components/checkbox';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import DatePicker from '@cloudscape-design/components/date-picker';
import ExpandableSection from '@cloudscape-design/components/expandable-section';
import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Modal from '@cloudscape-design/components/modal';
import Multiselect from '@cloudscape-design/components/multiselect';
import RadioGroup from '@cloudscape-design/components/radio-group';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Textarea from '@cloudscape-design/components/textarea';
import { SiblingDiscountField } from './sibling-discount-field';
import type { League } from '../../../../../shared/league-schema';
import { QUESTION_TYPE_LABEL, QUESTION_TYPES, REGISTRATION_MESSAGES, type RegistrationSettings } from '../../../../../shared/registration-schema';
import { messageOf } from '../../lib/form-errors';
import { useToast } from '../../toast/toast-context';
import { formOf, inputOf, newQuestion, type CodeForm, type KindForm, type QuestionForm, type SettingsForm } from './registration-settings-form';
import { useRegistrationWrites } from './registration-hooks';
import { levelOptions } from '../levels/level-select';
import { DialogFooter } from '../dialog-footer';
import { PaymentPlanEditor } from './payment-plan-editor';
import { AddonsEditor } from './registration-addons-editor';

const CURRENCIES = ['usd', 'cad', 'eur', 'gbp', 'aud', 'nzd'].map((c) => ({ value: c, label: c.toUpperCase() }));
const DATE_STRINGS = { placeholder: 'YYYY/MM/DD', openCalendarAriaLabel: (d: string | null) => (d ? `Change date, ${d}` : 'Choose date'), nextMonthAriaLabel: 'Next month', previousMonthAriaLabel: 'Previous month', todayAriaLabel: 'Today' };

interface Props {
  league: League;
  seasonId: string;
  seasonName: string;
  settings: RegistrationSettings | null;
  onlineAvailable: boolean;
  levels: { id: string; name: string }[];
  visible: boolean;
  onDismiss: () => void;
}

export function RegistrationSettingsModal(props: Props) {
  // Mounted afresh each time it opens, so the form starts from the settings as they are now.
  return props.visible ? <SettingsEditor {...props} /> : null;
}

function SettingsEditor({ league, seasonId, seasonName, settings, onlineAvailable, levels, onDismiss }: Props) {
  const zone = league.time_zone ?? 'UTC';
  const toast = useToast();
  const writes = useRegistrationWrites(league.id, seasonId);
  const [form, setForm] = useState<SettingsForm>(() => formOf(settings, zone));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [checked, setChecked] = useState(false);
  const [serverError, setServerError] = useState('');

  const change = (patch: Partial<SettingsForm>) => {
    const next = { ...form, ...patch };
    setForm(next);
    if (checked) setErrors(inputOf(next, zone, settings?.version).errors);
  };
  const err = (path: string) => errors[path];

  async function save() {
    setChecked(true);
    setServerError('');
    const { body, errors: found } = inputOf(form, zone, settings?.version);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      await writes.saveSettings.mutateAsync(body as Parameters<typeof writes.saveSettings.mutateAsync>[0]);
      toast({ type: 'success', header: settings ? 'Registration updated' : 'Registration opened', content: `${seasonName}: the league site's registration page shows it now.` });
      onDismiss();
    } catch (e) {
      setServerError(messageOf(e));
    }
  }

  const shown = Object.entries(errors);
  return (
    <Modal visible onDismiss={onDismiss} size="large" header={`${settings ? 'Edit' : 'Open'} registration: ${seasonName}`}
      footer={
        <DialogFooter onCancel={onDismiss}>
          <Button variant="primary" loading={writes.saveSettings.isPending} onClick={() => void save()}>{settings ? 'Save registration' : 'Open registration'}</Button>
        </DialogFooter>
      }>
      <Form errorText={serverError || (shown.length > 0 ? `Check ${shown.length === 1 ? 'the field' : `the ${shown.length} fields`} marked below.` : undefined)}>
        <SpaceBetween size="l">
          <ColumnLayout columns={2}>
            <FormField label="Opens" description={`From 00:00 (${zone})`} errorText={err('opens_at')}>
              <DatePicker value={form.opens} onChange={({ detail }) => change({ opens: detail.value })} {...DATE_STRINGS} ariaLabel="Opens" />
            </FormField>
            <FormField label="Closes" description={`Until 23:59 (${zone})`} errorText={err('closes_at')}>
              <DatePicker value={form.closes} onChange={({ detail }) => change({ closes: detail.value })} {...DATE_STRINGS} ariaLabel="Closes" />
            </FormField>
          </ColumnLayout>
          <ColumnLayout columns={2}>
            <FormField label="Currency" errorText={err('currency')}>
              <Select selectedOption={CURRENCIES.find((c) => c.value === form.currency) ?? null} options={CURRENCIES} onChange={({ detail }) => change({ currency: detail.selectedOption.value! })} />
            </FormField>
            <FormField label="Payment" errorText={err('payment_mode')}
              description={onlineAvailable ? 'Online: registrants pay by card; the fees go to your payout account.' : REGISTRATION_MESSAGES.paymentsUnavailable}>
              <RadioGroup value={form.payment_mode} onChange={({ detail }) => change({ payment_mode: detail.value as SettingsForm['payment_mode'] })}
                items={[
                  { value: 'online', label: 'Online by card', disabled: !onlineAvailable && form.payment_mode !== 'online' },
                  { value: 'offline', label: 'Offline: I mark registrations paid' },
                ]} />
            </FormField>
          </ColumnLayout>
          <ColumnLayout columns={2}>
            {form.payment_mode === 'online' && (
              <FormField label="Paying offline" description="Off: registrants pay by card only.">
                <Checkbox checked={form.offline_payment} onChange={({ detail }) => change({ offline_payment: detail.checked })}>Let registrants choose to pay the league offline</Checkbox>
              </FormField>
            )}
            {(form.payment_mode === 'offline' || form.offline_payment) && (
              <FormField label="Days to pay offline" description="An unpaid offline place is released after this many days, and the registrant told. Empty: held until you mark it paid." errorText={err('offline_hold_days')}>
                <Input value={form.offline_hold_days} inputMode="numeric" placeholder="No limit" onChange={({ detail }) => change({ offline_hold_days: detail.value })} ariaLabel="Days to pay offline" />
              </FormField>
            )}
          </ColumnLayout>
          <FormField errorText={err('team')} stretch>
            <SpaceBetween size="m">
              <KindEditor title="Player registration (individuals)" name="individual" value={form.individual} currency={form.currency} errors={errors}
                onChange={(individual) => change({ individual })} />
              <KindEditor title="Team registration" name="team" value={form.team} currency={form.currency} errors={errors} onChange={(team) => change({ team })} />
            </SpaceBetween>
          </FormField>
          <PaymentPlanEditor value={form.plan} currency={form.currency} online={form.payment_mode === 'online'} errors={errors} onChange={(plan) => change({ plan })} />
          {levels.length > 0 && (<>
            <FormField label="Levels offered" description="None chosen: every active level." errorText={err('level_ids')}>
              <Multiselect selectedOptions={levelOptions(levels.filter((l) => form.level_ids.includes(l.id)))}
                options={levelOptions(levels)} placeholder="Every level"
                onChange={({ detail }) => change({ level_ids: detail.selectedOptions.map((o) => o.value!) })} />
            </FormField>
            <FormField label="Ages counted on" description="The day a level's age range is checked on, at registration and by automatic level assignment. Empty: the season's first day." errorText={err('age_cutoff')}>
              <DatePicker value={form.age_cutoff} onChange={({ detail }) => change({ age_cutoff: detail.value })} {...DATE_STRINGS} ariaLabel="Ages counted on" />
            </FormField>
          </>)}
          <QuestionsEditor questions={form.questions} errors={errors} onChange={(questions) => change({ questions })} />
          <FormField label="Waiver" description="Registrants accept it by typing their name. Each change is kept as a new version." errorText={err('waiver_text')} stretch>
            <Textarea value={form.waiver_text} rows={5} onChange={({ detail }) => change({ waiver_text: detail.value })} placeholder="No waiver" ariaLabel="Waiver text" />
          </FormField>
          <CodesEditor codes={form.discount_codes} currency={form.currency} errors={errors} onChange={(discount_codes) => change({ discount_codes })} />
          <SiblingDiscountField form={form} errorText={err('sibling_discount.value')} onChange={change} />
          <AddonsEditor addons={form.addons} currency={form.currency} errors={errors} onChange={(addons) => change({ addons })} />
          {shown.length > 0 && (
            <Alert type="error" header="Not saved yet">
              <ul>{shown.map(([path, message]) => <li key={path}>{message}</li>)}</ul>
            </Alert>
          )}
        </SpaceBetween>
      </Form>
    </Modal>
  );
}

function KindEditor({ title, name, value, currency, errors, onChange }: {
  title: string; name: 'team' | 'individual'; value: KindForm; currency: string; errors: Record<string, string>; onChange: (v: KindForm) => void;
}) {
  const set = (patch: Partial<KindForm>) => onChange({ ...value, ...patch });
  const err = (f: string) => errors[`${name}.${f}`];
  const unit = currency.toUpperCase();
  return (
    <SpaceBetween size="s">
      <Checkbox checked={value.on} onChange={({ detail }) => set({ on: detail.checked })}>{title}</Checkbox>
      {value.on && (
        <ColumnLayout columns={3} minColumnWidth={160}>
          <FormField label={`Fee (${unit})`} description="Empty or 0: free" errorText={err('fee')}>
            <Input value={value.fee} inputMode="decimal" onChange={({ detail }) => set({ fee: detail.value })} ariaLabel={`${title}: fee`} />
          </FormField>
          <FormField label={`Early-bird fee (${unit})`} errorText={err('early_bird_fee')}>
            <Input value={value.early_bird_fee} inputMode="decimal" onChange={({ detail }) => set({ early_bird_fee: detail.value })} ariaLabel={`${title}: early-bird fee`} />
          </FormField>
          <FormField label="Early bird until (end of day)" errorText={err('early_bird_until')}>
            <DatePicker value={value.early_bird_until} onChange={({ detail }) => set({ early_bird_until: detail.value })} {...DATE_STRINGS} ariaLabel={`${title}: early bird until`} />
          </FormField>
          <FormField label={`Late fee (${unit})`} errorText={err('late_fee')}>
            <Input value={value.late_fee} inputMode="decimal" onChange={({ detail }) => set({ late_fee: detail.value })} ariaLabel={`${title}: late fee`} />
          </FormField>
          <FormField label="Late fee from" errorText={err('late_from')}>
            <DatePicker value={value.late_from} onChange={({ detail }) => set({ late_from: detail.value })} {...DATE_STRINGS} ariaLabel={`${title}: late fee from`} />
          </FormField>
          {name === 'individual' && (
            <FormField label="Players in the league" description="Empty: no limit" errorText={err('capacity')}>
              <Input value={value.capacity} inputMode="numeric" onChange={({ detail }) => set({ capacity: detail.value })} ariaLabel={`${title}: players in the league`} />
            </FormField>
          )}
          <FormField label={name === 'team' ? 'Teams per level' : 'Players per level'} description="Empty: no limit" errorText={err('capacity_per_level')}>
            <Input value={value.capacity_per_level} inputMode="numeric" onChange={({ detail }) => set({ capacity_per_level: detail.value })} ariaLabel={`${title}: per level`} />
          </FormField>
        </ColumnLayout>
      )}
    </SpaceBetween>
  );
}

const TYPE_OPTIONS = QUESTION_TYPES.map((t) => ({ value: t, label: QUESTION_TYPE_LABEL[t] }));
const ASKED_OPTIONS = [{ value: 'both', label: 'Everyone' }, { value: 'individual', label: 'Players' }, { value: 'team', label: 'Teams' }];

function QuestionsEditor({ questions, errors, onChange }: { questions: QuestionForm[]; errors: Record<string, string>; onChange: (q: QuestionForm[]) => void }) {
  const set = (i: number, patch: Partial<QuestionForm>) => onChange(questions.map((q, j) => (j === i ? { ...q, ...patch } : q)));
  return (
    <ExpandableSection headerText={`Questions (${questions.length})`} variant="container" defaultExpanded={questions.length > 0}
      headerDescription="Short text, long text, one choice, several choices, yes/no or a date; required or not.">
      <AttributeEditor<QuestionForm>
        items={questions}
        addButtonText="Add question"
        removeButtonText="Remove"
        onAddButtonClick={() => onChange([...questions, newQuestion()])}
        onRemoveButtonClick={({ detail }) => onChange(questions.filter((_, j) => j !== detail.itemIndex))}
        empty="No questions: registrants give their name, date of birth and the waiver only."
        definition={[
          {
            label: 'Question',
            control: (q, i) => <Input value={q.label} onChange={({ detail }) => set(i, { label: detail.value })} ariaLabel={`Question ${i + 1}`} />,
            errorText: (_, i) => errors[`questions.${i}.label`],
          },
          {
            label: 'Type',
            control: (q, i) => (
              <Select selectedOption={TYPE_OPTIONS.find((o) => o.value === q.type)!} options={TYPE_OPTIONS}
                onChange={({ detail }) => set(i, { type: detail.selectedOption.value as QuestionForm['type'] })} ariaLabel={`Question ${i + 1} type`} />
            ),
          },
          {
            label: 'Choices (one per line)',
            control: (q, i) => (q.type === 'single_choice' || q.type === 'multiple_choice'
              ? <Textarea value={q.options} rows={3} onChange={({ detail }) => set(i, { options: detail.value })} ariaLabel={`Question ${i + 1} choices`} />
              : <Box color="text-body-secondary">None for this type</Box>),
            errorText: (_, i) => errors[`questions.${i}.options`],
          },
          {
            label: 'Asked of',
            control: (q, i) => (
              <Select selectedOption={ASKED_OPTIONS.find((o) => o.value === q.kind)!} options={ASKED_OPTIONS}
                onChange={({ detail }) => set(i, { kind: detail.selectedOption.value as QuestionForm['kind'] })} ariaLabel={`Question ${i + 1} asked of`} />
            ),
          },
          {
            label: 'Required',
            control: (q, i) => <Checkbox checked={q.required} onChange={({ detail }) => set(i, { required: detail.checked })} ariaLabel={`Question ${i + 1} required`}>Required</Checkbox>,
          },
        ]}
      />
      {errors.questions && <Box color="text-status-error">{errors.questions}</Box>}
    </ExpandableSection>
  );
}

const CODE_KINDS = [{ value: 'percent', label: 'Percent off' }, { value: 'amount', label: 'Amount off' }];

function CodesEditor({ codes, currency, errors, onChange }: { codes: CodeForm[]; currency: string; errors: Record<string, string>; onChange: (c: CodeForm[]) => void }) {
  const set = (i: number, patch: Partial<CodeForm>) => onChange(codes.map((c, j) => (j === i ? { ...c, ...patch } : c)));
  return (
    <ExpandableSection headerText={`Discount codes (${codes.length})`} variant="container" defaultExpanded={codes.length > 0}
      headerDescription="The league's own codes: a percentage or an amount off, a number of uses, an expiry.">
      <AttributeEditor<CodeForm>
        items={codes}
        addButtonText="Add discount code"
        removeButtonText="Remove"
        onAddButtonClick={() => onChange([...codes, { code: '', kind: 'percent', value: '', max_uses: '', expires: '' }])}
        onRemoveButtonClick={({ detail }) => onChange(codes.filter((_, j) => j !== detail.itemIndex))}
        empty="No discount codes."
        definition={[
          { label: 'Code', control: (c, i) => <Input value={c.code} onChange={({ detail }) => set(i, { code: detail.value.toUpperCase() })} ariaLabel={`Code ${i + 1}`} />, errorText: (_, i) => errors[`discount_codes.${i}.code`] },
          {
            label: 'Kind',
            control: (c, i) => <Select selectedOption={CODE_KINDS.find((o) => o.value === c.kind)!} options={CODE_KINDS} onChange={({ detail }) => set(i, { kind: detail.selectedOption.value as CodeForm['kind'] })} ariaLabel={`Code ${i + 1} kind`} />,
          },
          {
            label: 'Value',
            control: (c, i) => <Input value={c.value} inputMode="decimal" onChange={({ detail }) => set(i, { value: detail.value })} ariaLabel={`Code ${i + 1} value`} />,
            errorText: (_, i) => errors[`discount_codes.${i}.value`],
            constraintText: (c) => (c.kind === 'percent' ? '1 to 100 (%)' : `In ${currency.toUpperCase()}`),
          },
          { label: 'Uses', control: (c, i) => <Input value={c.max_uses} inputMode="numeric" placeholder="No limit" onChange={({ detail }) => set(i, { max_uses: detail.value })} ariaLabel={`Code ${i + 1} uses`} />, errorText: (_, i) => errors[`discount_codes.${i}.max_uses`] },
          { label: 'Expires (end of day)', control: (c, i) => <DatePicker value={c.expires} onChange={({ detail }) => set(i, { expires: detail.value })} {...DATE_STRINGS} ariaLabel={`Code ${i + 1} expiry`} /> },
        ]}
      />
      {errors.discount_codes && <Box color="text-status-error">{errors.discount_codes}</Box>}
    </ExpandableSection>
  );
}
