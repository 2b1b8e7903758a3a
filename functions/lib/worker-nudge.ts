// Work an API request leaves for the worker (a message to send now): the request stores it and makes the autopilot's
// job due at once, then answers; the autopilot sweep sends it (functions/autopilot/sweep.ts). In the cloud the sweep
// runs on its EventBridge schedule (every minute), so queued work goes out on the next run. The local stack runs the functions and
// the sweep in one process and listens here (infra/local/stack.ts), so it runs the sweep as soon as work is queued.
type Listener = () => void;

let listener: Listener | null = null;

/** The local stack's worker: called (without waiting) each time work is queued. Null to stop listening. */
export function onWorkQueued(fn: Listener | null): void {
  listener = fn;
}

/** Tells the worker there is work due now; a no-op where the worker runs on a schedule of its own (the cloud). */
export function workQueued(): void {
  listener?.();
}
