// /contact's support request form (issue 45 point 6): prerendered with its fields, started by the page's script. A
// signed-in visitor sends it as themselves (POST /api/support/requests) and follows the answers on the admin's Help
// page; a signed-out one is asked to sign in first, since the answers are shown to the request's author.
import { SUPPORT_MESSAGES, SUPPORT_TOPIC_LABELS, SUPPORT_TOPICS, supportRequestInputSchema } from '../../../../shared/support-schema';
import { ApiError, fetchJson } from '../lib/fetch-json';
import { storedAccessToken } from '../lib/session';

export const CONTACT_FORM_ISLAND = 'contact-form';
const FIELDS = ['topic', 'subject', 'body'] as const;

export function ContactForm() {
  return (
    <div data-island={CONTACT_FORM_ISLAND} className="stack-m">
      <p className="muted" data-contact-promise>Send us a request and we answer here and by e-mail.</p>
      <p data-contact-signin hidden>
        <a href="/auth?next=%2Fcontact">Sign in</a> to send a request: its answers are shown to you in your account.
      </p>
      <form data-contact-form noValidate className="stack-m" aria-label="Support request">
        <div className="field">
          <label className="field-label" htmlFor="contact-topic">What is it about?</label>
          <select id="contact-topic" name="topic" className="text-input" defaultValue="other" disabled>
            {SUPPORT_TOPICS.map((t) => <option key={t} value={t}>{SUPPORT_TOPIC_LABELS[t]}</option>)}
          </select>
          <p id="contact-topic-error" className="field-error" hidden />
        </div>
        <div className="field">
          <label className="field-label" htmlFor="contact-subject">Subject</label>
          <input id="contact-subject" name="subject" className="text-input" disabled aria-describedby="contact-subject-error" />
          <p id="contact-subject-error" className="field-error" hidden />
        </div>
        <div className="field">
          <label className="field-label" htmlFor="contact-body">Message</label>
          <textarea id="contact-body" name="body" rows={6} className="text-input" disabled aria-describedby="contact-body-error" />
          <p id="contact-body-error" className="field-error" hidden />
        </div>
        <p className="field-error" data-contact-error role="alert" hidden />
        <div className="form-actions">
          <button type="submit" className="btn btn--primary" disabled>Send request</button>
        </div>
      </form>
      <p data-contact-sent role="status" hidden />
    </div>
  );
}

interface Promise_ { promise: { priority: boolean; response_hours: number } }

export async function mountContactForm(el: HTMLElement): Promise<void> {
  const form = el.querySelector<HTMLFormElement>('[data-contact-form]')!;
  const token = storedAccessToken();
  if (!token) {
    form.hidden = true;
    el.querySelector<HTMLElement>('[data-contact-signin]')!.hidden = false;
    return;
  }
  for (const c of form.querySelectorAll<HTMLInputElement | HTMLButtonElement>('input, select, textarea, button')) c.disabled = false;
  void fetchJson<Promise_>('/api/support/requests', { token }).then((r) => {
    el.querySelector('[data-contact-promise]')!.textContent = SUPPORT_MESSAGES.promise(r.promise.response_hours, r.promise.priority);
  }, () => undefined);
  const formError = el.querySelector<HTMLElement>('[data-contact-error]')!;
  const showErrors = (errors: Partial<Record<string, string>>) => {
    for (const f of FIELDS) {
      const p = el.querySelector<HTMLElement>(`#contact-${f}-error`)!;
      const control = form.elements.namedItem(f) as HTMLElement;
      p.textContent = errors[f] ?? '';
      p.hidden = !errors[f];
      if (errors[f]) control.setAttribute('aria-invalid', 'true'); else control.removeAttribute('aria-invalid');
    }
  };
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    formError.hidden = true;
    const data = new FormData(form);
    const parsed = supportRequestInputSchema.safeParse(Object.fromEntries(FIELDS.map((f) => [f, String(data.get(f) ?? '')])));
    if (!parsed.success) {
      const errors: Record<string, string> = {};
      for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
      showErrors(errors);
      (form.elements.namedItem(Object.keys(errors)[0]) as HTMLElement | null)?.focus();
      return;
    }
    showErrors({});
    const submit = form.querySelector<HTMLButtonElement>('button[type="submit"]')!;
    submit.disabled = true;
    fetchJson('/api/support/requests', { method: 'POST', token, body: parsed.data }).then(() => {
      form.hidden = true;
      const sent = el.querySelector<HTMLElement>('[data-contact-sent]')!;
      sent.replaceChildren(`${SUPPORT_MESSAGES.sent} `, Object.assign(document.createElement('a'), { href: '/support', textContent: 'Follow your requests' }));
      sent.hidden = false;
    }, (err: unknown) => {
      submit.disabled = false;
      formError.textContent = err instanceof ApiError ? err.message : 'The request could not be sent. Try again.';
      formError.hidden = false;
    });
  });
}
