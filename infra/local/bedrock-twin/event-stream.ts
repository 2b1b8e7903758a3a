// Bedrock Runtime's ConverseStream answer on the wire: the AWS event-stream binary encoding (each frame: lengths,
// headers, a JSON payload, CRCs), written with the same codec the SDK reads it with (@smithy/core's event streams),
// so what the stand-in sends is what the SDK decodes. A ConverseStreamOutput member becomes one frame whose
// `:event-type` is the member's name and whose payload is the member's value.
import { randomBytes } from 'node:crypto';
import { EventStreamCodec } from '@smithy/core/event-streams';
import { fromUtf8, toUtf8 } from '@smithy/util-utf8';

const codec = new EventStreamCodec(toUtf8, fromUtf8);

/** One ConverseStream event as JSON: `{ contentBlockDelta: { contentBlockIndex: 0, delta: { text: 'Hi' } } }`. */
export type StreamEvent = Record<string, Record<string, unknown>>;

/**
 * Bedrock pads every event with a `p` field of random length (so a payload's size tells nothing about its text); the
 * SDK ignores it. The stand-in does the same, so a client that chokes on unknown fields fails here first.
 */
const padding = () => randomBytes(1 + Math.floor(Math.random() * 12)).toString('base64url');

export function eventFrame(event: StreamEvent): Uint8Array {
  const [type, value] = Object.entries(event)[0]!;
  return codec.encode({
    headers: {
      ':event-type': { type: 'string', value: type },
      ':content-type': { type: 'string', value: 'application/json' },
      ':message-type': { type: 'string', value: 'event' },
    },
    body: fromUtf8(JSON.stringify({ ...value, p: padding() })),
  });
}

/** An error in the middle of a stream (throttlingException, modelStreamErrorException, ...), as the service sends it. */
export function exceptionFrame(type: string, message: string): Uint8Array {
  return codec.encode({
    headers: {
      ':exception-type': { type: 'string', value: type },
      ':content-type': { type: 'string', value: 'application/json' },
      ':message-type': { type: 'string', value: 'exception' },
    },
    body: fromUtf8(JSON.stringify({ message })),
  });
}

/** Decodes frames back to events (the tests' check of the encoding, beside the SDK's own decoding). */
export function decodeFrames(bytes: Uint8Array): { type: string; messageType: string; body: unknown }[] {
  const out: { type: string; messageType: string; body: unknown }[] = [];
  let offset = 0;
  while (offset < bytes.length) {
    const length = new DataView(bytes.buffer, bytes.byteOffset + offset, 4).getUint32(0);
    const message = codec.decode(bytes.subarray(offset, offset + length));
    const header = (name: string) => String(message.headers[name]?.value ?? '');
    out.push({ type: header(':event-type') || header(':exception-type'), messageType: header(':message-type'), body: JSON.parse(toUtf8(message.body)) });
    offset += length;
  }
  return out;
}
