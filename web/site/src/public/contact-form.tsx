// /contact's support request form (issue 45 point 6): prerendered with its fields, started by the page's script. A
// signed-in visitor sends it as themselves (POST /api/support/requests) and follows the answers on the admin's Help
// page; a signed-out one is asked to sign in first, since the answers are shown to the request's author.
// The markup only: its script is contact-form-mount.ts, loaded by the page (the site function never carries it).
import { SUPPORT_TOPIC_LABELS, SUPPORT_TOPICS } from '../../../../shared/support-topics';

export const CONTACT_FORM_ISLAND = 'contact-form';

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
