// /status: a live check of the API from the visitor's browser (GET /api/subscription/plans, the app's public read).
// The prerendered page shows the check as running; the page's script runs it, and again on 'Check again'.
import { ApiError, fetchJson } from '../lib/fetch-json';

export const STATUS_ISLAND = 'system-status';

export function SystemStatus() {
  return (
    <div data-island={STATUS_ISLAND} className="stack-s">
      <p aria-live="polite" className="status-line" data-status-line>
        <span className="status-icon status-icon--loading" aria-hidden="true" />
        <span data-status-text>Checking the API...</span>
      </p>
      <p className="muted small" data-status-detail hidden />
      <div>
        <button type="button" className="btn" data-status-again disabled>
          Check again
        </button>
      </div>
    </div>
  );
}

const PLANS_PATH = '/api/subscription/plans';

export function mountSystemStatus(el: HTMLElement): void {
  const icon = el.querySelector<HTMLElement>('.status-icon')!;
  const text = el.querySelector<HTMLElement>('[data-status-text]')!;
  const detail = el.querySelector<HTMLElement>('[data-status-detail]')!;
  const again = el.querySelector<HTMLButtonElement>('[data-status-again]')!;
  const show = (state: 'loading' | 'ok' | 'failed', message: string, extra = '') => {
    icon.className = `status-icon status-icon--${state}`;
    text.textContent = message;
    detail.textContent = extra;
    detail.hidden = extra === '';
    again.disabled = state === 'loading';
  };
  async function check() {
    show('loading', 'Checking the API...');
    const started = performance.now();
    try {
      await fetchJson(PLANS_PATH, { cache: 'no-store' });
      const ms = Math.round(performance.now() - started);
      show('ok', 'All systems operational', `The API answered in ${ms} ms. Checked at ${new Date().toLocaleTimeString()} from your browser.`);
    } catch (err) {
      const why = err instanceof ApiError ? `it answered ${err.status}` : err instanceof Error ? err.message : String(err);
      show('failed', `The API is not answering: ${why}`, `Checked at ${new Date().toLocaleTimeString()} from your browser.`);
    }
  }
  again.addEventListener('click', () => void check());
  void check();
}
