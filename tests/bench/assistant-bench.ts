// The assistant's figures of `npm run bench` (also alone: `npm run bench -- --assistant`, no stack needed): the local
// Bedrock stand-in started (its intent classifier trained), then questions put through the product's model interface
// (functions/assistant/model.ts: the SDK's ConverseStream over HTTP/2, as in the cloud). Time to the first streamed
// word of an answer (the turn after a tool's result, what the person waits for once the tool ran), the question's
// model turn (to its complete toolUse), and the two together: the model's share of a question's first word.
import { bedrockModel, type Message, type ModelEvent } from '../../functions/assistant/model';
import { buildSystemPrompt, toolResultBlock } from '../../functions/assistant/prompt-format';
import { converseTools } from '../../functions/assistant/tool-catalogue';
import { freePort } from '../../infra/local/processes';
import { startBedrockTwin } from '../../infra/local/bedrock-twin/server';
import { HELD_OUT_NAMES } from '../fixtures/assistant-held-out';
import { median } from './bench-math';

const RUNS = 21;
const QUESTIONS = ['when does Eastgate play next?', "move Sunday's games at Meadow Park to next Sunday", "who hasn't paid for the spring season?"];
const SUMMARY = 'Eastgate United play Northside FC on Sunday 6 December at 10:00 at Meadow Park, and Hillcrest Hawks on Saturday 12 December at 14:00 at Oakwood Sports Centre.';

export async function assistantFigures(): Promise<string[]> {
  const t0 = performance.now();
  const twin = await startBedrockTwin({ port: await freePort() });
  const startMs = performance.now() - t0;
  Object.assign(process.env, { BEDROCK_ENDPOINT: twin.url, ASSISTANT_MODEL_ID: 'league-assistant-stand-in' });
  const system = buildSystemPrompt({ now: new Date(), timeZone: 'Europe/London', names: HELD_OUT_NAMES });
  const tools = converseTools();
  try {
    /** Milliseconds until the first event `until` accepts, reading the stream to its end. */
    const timed = async (messages: Message[], until: (e: ModelEvent) => boolean) => {
      const t = performance.now();
      let at = Number.NaN; let stop: Extract<ModelEvent, { type: 'stop' }> | undefined; let toolUseId = '';
      for await (const e of bedrockModel({ system, messages, tools })) {
        if (Number.isNaN(at) && until(e)) at = performance.now() - t;
        if (e.type === 'tool_use') toolUseId = e.toolUseId;
        if (e.type === 'stop') stop = e;
      }
      return { ms: at, stop: stop!, toolUseId };
    };
    const question: number[] = []; const firstWord: number[] = []; const both: number[] = [];
    for (let i = 0; i < RUNS + 2; i++) {
      const asked: Message = { role: 'user', content: [{ text: QUESTIONS[i % QUESTIONS.length] }] };
      const q = await timed([asked], (e) => e.type === 'tool_use');
      const a = await timed([asked, q.stop.message, { role: 'user', content: [toolResultBlock(q.toolUseId, { summary: SUMMARY })] }], (e) => e.type === 'text');
      if (i < 2) continue; // warm-up: the HTTP/2 session, the SDK's first request
      question.push(q.ms); firstWord.push(a.ms); both.push(q.ms + a.ms);
    }
    return [
      `  assistant stand-in start (NLP.js training on ${tools.length} tools' phrasings): ${startMs.toFixed(0)} ms`,
      `  assistant, local time to the first streamed word of an answer: median ${median(firstWord).toFixed(1)} ms of ${RUNS} (goal < 1 s)`,
      `  assistant, question to its tool request (model turn): median ${median(question).toFixed(1)} ms; both model turns to the first word: median ${median(both).toFixed(1)} ms`,
    ];
  } finally {
    await twin.stop();
  }
}
