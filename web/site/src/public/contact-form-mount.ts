// /contact's support request form, started in the browser (the markup: contact-form.tsx): a signed-in visitor sends
// it as themselves, checked first by the API's own schema; a signed-out one is asked to sign in.
import { SUPPORT_MESSAGES, supportRequestInputSchema } from '../../../../shared/support-schema';
import { ApiError, fetchJson } from '../lib/fetch-json';
import { storedAccessToken } from '../lib/session';

const FIELDS = ['topic', 'subject', 'body'] as const;

interface PlanPromise { promise: { priority: boolean; response_hours: number } }

export async function mountContactForm(el: HTMLElement): Promise<void> {
  const form = el.querySelector<HTMLFormElement>('[data-contact-form]')!;
  const token = storedAccessToken();
  if (!token) {
    form.hidden = true;
    el.querySelector<HTMLElement>('[data-contact-signin]')!.hidden = false;
    return;
  }
  for (const c of form.querySelectorAll<HTMLInputElement | HTMLButtonElement>('input, select, textarea, button')) c.disabled = false;
  void fetchJson<PlanPromise>('/api/support/requests', { token }).then((r) => {
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
