// Events, as Stripe sends them: each is kept (GET /v1/events) and POSTed to the webhook endpoint with a
// `Stripe-Signature` header made by the official SDK's own signer, one at a time in the order they happened.
// A failed delivery is tried again a few times, then left (Stripe retries for days; a local run does not need to).
// Deliveries can be held and then let go in reverse order (the clock control page), to try events out of order.
import Stripe from 'stripe';
import { newId, type Obj, type TwinStore } from './store';

const signer = new Stripe('sk_test_signer_only');
const ATTEMPTS = 4;

export class WebhookSender {
  private queue: Obj[] = [];
  private held: Obj[] = [];
  private holding = false;
  private running: Promise<void> | null = null;

  constructor(private readonly store: TwinStore, private readonly endpoint: string | null, private readonly secret: string) {}

  /** Records an event about `object` at its customer's time and queues its delivery. */
  emit(type: string, object: Obj, customerId: string | null): Obj {
    const event: Obj = {
      id: newId('evt'), object: 'event', api_version: Stripe.API_VERSION, created: this.store.now(customerId),
      type, livemode: false, pending_webhooks: this.endpoint ? 1 : 0, request: { id: null, idempotency_key: null },
      data: { object: structuredClone(object) },
    };
    this.store.state.events.push(event);
    if (this.holding) this.held.push(event); else this.queue.push(event);
    this.kick();
    return event;
  }

  hold(): void { this.holding = true; }

  /** Sends a past event again, as it was (same id, signed afresh): the dashboard's "Resend", and a retry. */
  resend(eventId: string): boolean {
    const event = this.store.state.events.find((e) => e.id === eventId);
    if (!event) return false;
    this.queue.push(event);
    this.kick();
    return true;
  }

  get isHolding(): boolean { return this.holding; }

  /** Stops holding; the held events go out, newest first when `reverse`. */
  release(reverse: boolean): number {
    this.holding = false;
    const held = reverse ? this.held.reverse() : this.held;
    this.held = [];
    this.queue.push(...held);
    this.kick();
    return held.length;
  }

  /** Resolves once every queued event has been delivered (or given up on). */
  async idle(): Promise<void> { while (this.running) await this.running; }

  private kick() {
    if (this.running || !this.endpoint) return;
    this.running = (async () => {
      while (this.queue.length) await this.deliver(this.queue.shift()!);
    })().finally(() => { this.running = null; if (this.queue.length) this.kick(); });
  }

  private async deliver(event: Obj) {
    const payload = JSON.stringify(event, null, 2);
    for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
      try {
        const header = signer.webhooks.generateTestHeaderString({ payload, secret: this.secret });
        const res = await fetch(this.endpoint!, { method: 'POST', headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': header }, body: payload });
        await res.arrayBuffer();
        if (res.ok) return;
      } catch { /* the gateway is not up yet, or restarting: tried again */ }
      await new Promise((r) => setTimeout(r, 250 * attempt));
    }
  }
}
