// The registration form's inputs in the league site's plain HTML: each labelled, with its error tied to it
// (aria-describedby), sized for a thumb on a phone. One input per custom question type.
import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import type { RegistrationQuestion } from '../../../../shared/registration-schema';

interface TextProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  label: string;
  value: string;
  error?: string;
  hint?: string;
  onValue: (value: string) => void;
  multiline?: boolean;
}

export function TextField({ label, value, error, hint, onValue, multiline, ...input }: TextProps) {
  const id = useId();
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  const common = { id, value, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy, className: 'text-input' };
  return (
    <div className="field">
      <label className="field-label" htmlFor={id}>{label}{input.required ? '' : ' (optional)'}</label>
      {hint && <p id={`${id}-hint`} className="muted small">{hint}</p>}
      {multiline
        ? <textarea {...common} rows={4} required={input.required} onChange={(e) => onValue(e.target.value)} />
        : <input {...input} {...common} onChange={(e) => onValue(e.target.value)} />}
      {error && <p id={`${id}-error`} className="field-error">{error}</p>}
    </div>
  );
}

/** A group of radios or checkboxes under one legend, its error read with it. */
export function ChoiceGroup({ legend, error, children, hint }: { legend: string; error?: string; hint?: string; children: ReactNode }) {
  const id = useId();
  return (
    <fieldset className="field choice-group" aria-describedby={[hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined}
      aria-invalid={error ? true : undefined}>
      <legend className="field-label">{legend}</legend>
      {hint && <p id={`${id}-hint`} className="muted small">{hint}</p>}
      <div className="choices">{children}</div>
      {error && <p id={`${id}-error`} className="field-error">{error}</p>}
    </fieldset>
  );
}

export function Choice({ type, name, label, checked, onChange }: { type: 'radio' | 'checkbox'; name: string; label: string; checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <label className="choice">
      <input type={type} name={name} checked={checked} onChange={(e) => onChange(e.target.checked)} />
      <span>{label}</span>
    </label>
  );
}

type Answer = string | string[] | boolean | undefined;

/** One custom question, as its type asks: text, long text, one choice, several choices, yes/no or a date. `scope` keeps each child's radios apart in a family checkout. */
export function QuestionField({ question: q, value, error, onValue, scope = '' }: { question: RegistrationQuestion; value: Answer; error?: string; onValue: (v: Answer) => void; scope?: string }) {
  const legend = `${q.label}${q.required ? '' : ' (optional)'}`;
  switch (q.type) {
    case 'short_text':
    case 'long_text':
    case 'date':
      return (
        <TextField label={q.label} required={q.required} multiline={q.type === 'long_text'} type={q.type === 'date' ? 'date' : 'text'}
          value={typeof value === 'string' ? value : ''} error={error} onValue={onValue} />
      );
    case 'single_choice':
      return (
        <ChoiceGroup legend={legend} error={error}>
          {q.options.map((o) => <Choice key={o} type="radio" name={`${scope}q-${q.id}`} label={o} checked={value === o} onChange={() => onValue(o)} />)}
        </ChoiceGroup>
      );
    case 'multiple_choice': {
      const picked = Array.isArray(value) ? value : [];
      return (
        <ChoiceGroup legend={legend} error={error} hint="Choose all that apply.">
          {q.options.map((o) => (
            <Choice key={o} type="checkbox" name={`${scope}q-${q.id}`} label={o} checked={picked.includes(o)}
              onChange={(on) => onValue(on ? [...picked, o] : picked.filter((p) => p !== o))} />
          ))}
        </ChoiceGroup>
      );
    }
    case 'yes_no':
      return (
        <ChoiceGroup legend={legend} error={error}>
          <Choice type="radio" name={`${scope}q-${q.id}`} label="Yes" checked={value === true} onChange={() => onValue(true)} />
          <Choice type="radio" name={`${scope}q-${q.id}`} label="No" checked={value === false} onChange={() => onValue(false)} />
        </ChoiceGroup>
      );
  }
}

/** Whether a question is left unanswered. */
export const unanswered = (v: Answer) => v === undefined || v === '' || (Array.isArray(v) && v.length === 0) || (typeof v === 'string' && v.trim() === '');
