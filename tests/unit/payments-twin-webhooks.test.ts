// The payment stand-in keeps a webhook until its endpoint answered 2xx, in its state file: a stand-in started again
// on that file (after a kill, say) delivers what was waiting, signed with the new run's secret, and then forgets it.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import Stripe from 'stripe';
import { afterAll, describe, expect, it } from 'vitest';
import { TwinStore } from '../../infra/local/payments-twin/store';
import { WebhookSender } from '../../infra/local/payments-twin/webhooks';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'twin-webhooks-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('the stand-in\'s webhook queue', () => {
  it('survives a restart: an event not yet delivered is in the state file, and the next run delivers it once', async () => {
    const file = path.join(dir, 'payments.json');
    const received: { id: string; verified: boolean }[] = [];
    const secret = 'whsec_second_run';
    const server = http.createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => { body += c.toString(); });
      req.on('end', () => {
        const event = new Stripe('sk_test_x').webhooks.constructEvent(body, String(req.headers['stripe-signature']), secret);
        received.push({ id: event.id, verified: true });
        res.writeHead(200).end('{}');
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const url = `http://127.0.0.1:${(server.address() as { port: number }).port}/hook`;

    // First run: the payment is made and its event queued, but the run dies before it is delivered.
    const first = new TwinStore(file);
    const firstHooks = new WebhookSender(first, url, 'whsec_first_run', false);
    const event = firstHooks.emit('checkout.session.completed', { id: 'cs_test_1', object: 'checkout.session' }, null);
    first.save();
    firstHooks.stop();
    expect((JSON.parse(fs.readFileSync(file, 'utf8')) as { pendingWebhooks: { id: string }[] }).pendingWebhooks.map((e) => e.id)).toEqual([event.id]);
    expect(received).toEqual([]);

    // Second run on the same file, with a new signing secret: the waiting event goes out, then leaves the file.
    const second = new TwinStore(file);
    const secondHooks = new WebhookSender(second, url, secret, true);
    await secondHooks.idle();
    expect(received).toEqual([{ id: event.id, verified: true }]);
    expect(secondHooks.pending).toBe(0);
    expect((JSON.parse(fs.readFileSync(file, 'utf8')) as { pendingWebhooks: unknown[] }).pendingWebhooks).toEqual([]);

    // A third run has nothing left to send.
    const third = new WebhookSender(new TwinStore(file), url, secret, true);
    await third.idle();
    expect(received).toHaveLength(1);
    secondHooks.stop();
    third.stop();
    await new Promise((r) => server.close(r));
  });
});
