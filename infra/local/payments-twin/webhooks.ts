// Events, as Stripe sends them: each is kept (GET /v1/events) and POSTed to the webhook endpoint with a
// `Stripe-Signature` header made by the official SDK's own signer (signed when sent, so a restart's new secret
// signs what was queued before it), one at a time in the order they happened. An event waits in the state file
// until its endpoint answered 2xx: a stack killed between a payment and its webhook delivers it after the restart,
// as Stripe retries for days. A failed delivery is tried again a few times at once, then later with a growing
// delay (up to RETRY_FOR). Deliveries can be held and then let go in reverse order (the clock control page), to try
// events out of order.
import Stripe from 'stripe';
import { newId, type Obj, type TwinStore } from './store';

const signer = new Stripe('sk_test_signer_only');
const ATTEMPTS = 4;
/** Later retries: 5 s, doubling to 5 minutes between tries, for 3 days after the event (Stripe's own span). */
const RETRY_FIRST_MS = 5_000;
const RETRY_MAX_MS = 5 * 60_000;
const RETRY_FOR_S = 3 * 86_400;

export class WebhookSender {
  private queue: Obj[] = [];
  private held: Obj[] = [];
  private holding = false;
  private started: boolean;
  private running: Promise<void> | null = null;
  private retries = new Map<string, NodeJS.Timeout>();
  /** The wait before an event's next later retry. */
  private delays = new Map<string, number>();

  /** `start`: deliver at once; false waits for start() (the local stack calls it once its webhook route answers). */
  constructor(private readonly store: TwinStore, private readonly endpoint: string | null, private readonly secret: string, start = true) {
    this.started = start;
    // What was waiting when the last run ended (or was killed) goes out first, in its order.
    this.queue.push(...this.store.state.pendingWebhooks);
    this.kick();
  }

  /** Starts delivering (what is waiting first). */
  start(): void { this.started = true; this.kick(); }

  /** Stops the timers of later retries (the events stay in the state file for the next run). */
  stop(): void { for (const t of this.retries.values()) clearTimeout(t); this.retries.clear(); this.started = false; }

  /** Records an event about `object` at its customer's time and queues its delivery (the caller saves the state). */
  emit(type: string, object: Obj, customerId: string | null): Obj {
    const event: Obj = {
      id: newId('evt'), object: 'event', api_version: Stripe.API_VERSION, created: this.store.now(customerId),
      type, livemode: false, pending_webhooks: this.endpoint ? 1 : 0, request: { id: null, idempotency_key: null },
      data: { object: structuredClone(object) },
    };
    this.store.state.events.push(event);
    if (this.endpoint) this.store.state.pendingWebhooks.push(event);
    if (this.holding) this.held.push(event); else this.queue.push(event);
    this.kick();
    return event;
  }

  hold(): void { this.holding = true; }

  /** Sends a past event again, as it was (same id, signed afresh): the dashboard's "Resend", and a retry. */
  resend(eventId: string): boolean {
    const event = this.store.state.events.find((e) => e.id === eventId);
    if (!event) return false;
    if (this.endpoint && !this.store.state.pendingWebhooks.some((e) => e.id === eventId)) {
      this.store.state.pendingWebhooks.push(event);
      this.store.save();
    }
    this.queue.push(event);
    this.kick();
    return true;
  }

  get isHolding(): boolean { return this.holding; }

  /** Events not yet answered 2xx by the endpoint (held, queued or waiting for a later retry). */
  get pending(): number { return this.store.state.pendingWebhooks.length; }

  /** Stops holding; the held events go out, newest first when `reverse`. */
  release(reverse: boolean): number {
    this.holding = false;
    const held = reverse ? this.held.reverse() : this.held;
    this.held = [];
    this.queue.push(...held);
    this.kick();
    return held.length;
  }

  /** Resolves once every queued event has been delivered (or left for a later retry). */
  async idle(): Promise<void> { while (this.running) await this.running; }

  private kick() {
    if (this.running || !this.endpoint || !this.started) return;
    this.running = (async () => {
      while (this.queue.length && this.started) await this.deliver(this.queue.shift()!);
    })().finally(() => { this.running = null; if (this.queue.length) this.kick(); });
  }

  private async deliver(event: Obj) {
    const payload = JSON.stringify(event, null, 2);
    for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
      try {
        const header = signer.webhooks.generateTestHeaderString({ payload, secret: this.secret });
        const res = await fetch(this.endpoint!, { method: 'POST', headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': header }, body: payload });
        await res.arrayBuffer();
        if (res.ok) return this.delivered(event);
      } catch { /* the gateway is not up yet, or restarting: tried again */ }
      await new Promise((r) => setTimeout(r, 250 * attempt));
    }
    this.retryLater(event);
  }

  /** Answered 2xx (or given up on after RETRY_FOR): off the waiting list. */
  private delivered(event: Obj) {
    this.delays.delete(event.id);
    const pending = this.store.state.pendingWebhooks;
    const at = pending.findIndex((e) => e.id === event.id);
    if (at < 0) return;
    pending.splice(at, 1);
    this.store.save();
  }

  private retryLater(event: Obj) {
    if (this.store.now(null) - Number(event.created) > RETRY_FOR_S) return this.delivered(event);
    const delay = this.delays.get(event.id) ?? RETRY_FIRST_MS;
    this.delays.set(event.id, Math.min(RETRY_MAX_MS, delay * 2));
    clearTimeout(this.retries.get(event.id));
    const timer = setTimeout(() => {
      this.retries.delete(event.id);
      if (!this.store.state.pendingWebhooks.some((e) => e.id === event.id)) return;
      this.queue.push(event);
      this.kick();
    }, delay);
    timer.unref();
    this.retries.set(event.id, timer);
  }
}
