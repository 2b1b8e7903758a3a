// The assistant's streamed answer as events, read as the bytes arrive: the body is newline-delimited JSON, one
// AssistantEvent a line (shared/assistant-schema.ts), so the first words show while the rest is still written.
// A line split across two network chunks is held until its end comes; a line that is not an event (a proxy's
// error page, a newer server's event this build does not know) is skipped, not fatal.
import { assistantEventSchema, type AssistantEvent } from '../../../../../shared/assistant-schema';

/** Each event of a newline-delimited JSON stream, in order, as soon as its line is complete. */
export async function* assistantEvents(body: ReadableStream<Uint8Array>): AsyncGenerator<AssistantEvent> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let pending = '';
  try {
    for (;;) {
      const { done, value } = await reader.read();
      pending += done ? decoder.decode() : decoder.decode(value, { stream: true });
      const lines = pending.split('\n');
      pending = done ? '' : lines.pop()!;
      for (const line of lines) {
        const event = parseLine(line);
        if (event) yield event;
      }
      if (done) return;
    }
  } finally {
    reader.releaseLock();
  }
}

function parseLine(line: string): AssistantEvent | null {
  if (line.trim() === '') return null;
  try {
    const parsed = assistantEventSchema.safeParse(JSON.parse(line));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
