import { conflict } from './errors';

/** Attempts of a write without a client version before its own lost races answer 409 (each re-reads the item). */
const ATTEMPTS = 5;
const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** One read of the item: its stored version, and the write conditioned on it ('stale' when that no longer holds). */
export interface VersionedAttempt<T> { version: number; write: () => Promise<T | 'stale'> }

/**
 * A replace-style write with optimistic locking. With a client version, the item must still be at it (409
 * `staleMessage` otherwise, nothing written). Without one, a write that lost to another write between its own
 * read and write reads again and re-applies the body, so concurrent full-body PUTs never answer 409 for the
 * server's own race; only a stale version the client sent does.
 */
export async function versionedWrite<T>(
  clientVersion: number | undefined, staleMessage: string, attempt: () => Promise<VersionedAttempt<T>>,
): Promise<T> {
  for (let n = 1; ; n++) {
    const { version, write } = await attempt();
    if (clientVersion !== undefined && clientVersion !== version) throw conflict(staleMessage);
    const out = await write();
    if (out !== 'stale') return out;
    if (clientVersion !== undefined || n >= ATTEMPTS) throw conflict(staleMessage);
    await pause(Math.random() * 20 * 2 ** n);
  }
}
