// The stand-in's intent classifier: NLP.js (a small neural network over stemmed words) trained at start on the
// phrasings of training.ts, with the off-topic ones as its None intent. It reads a question written with
// placeholders (xteam, xdate, ...), so it learns how a request is asked, not which team it names.
import { containerBootstrap } from '@nlpjs/core';
import { LangEn } from '@nlpjs/lang-en-min';
import { Nlp } from '@nlpjs/nlp';
import type { ToolName } from '../../../functions/assistant/tool-catalogue';
import { NONE_PHRASINGS, TRAINING } from './training';

/**
 * The stand-in says it did not understand rather than guess when the best tool scores below MIN_CONFIDENCE, or is
 * not at least MIN_MARGIN ahead of the next (two tools alike are a guess too).
 */
export const MIN_CONFIDENCE = 0.45;
export const MIN_MARGIN = 0.1;
export const PLACEHOLDERS = new Set(['xteam', 'xvenue', 'xseason', 'xlevel', 'xperson', 'xleague', 'xdate', 'xscore', 'xnum', 'xemail']);
/** Words that say nothing about a request on their own. */
const FILLER = new Set(['a', 'an', 'the', 'to', 'for', 'of', 'on', 'at', 'in', 'is', 'are', 'be', 'me', 'my', 'we', 'our', 'us', 'i', 'you', 'it',
  'and', 'or', 'please', 'can', 'could', 'would', 'will', 'do', 'does', 'what', 'who', 'how', 'with', 'this', 'that', 'there', 'all', 'some', 'any']);

export interface Intent { tool: ToolName | null; score: number }
export interface IntentModel {
  classify(text: string): Promise<Intent>;
  /** Every word of the training phrasings (lower case): words of ordinary requests, never a name on their own. */
  vocabulary: ReadonlySet<string>;
}

const words = (s: string) => s.toLowerCase().match(/[a-z0-9]+/g) ?? [];

export async function trainIntents(): Promise<IntentModel> {
  const container = await containerBootstrap();
  container.use(LangEn);
  const nlp = new Nlp({ languages: ['en'], autoSave: false, autoLoad: false, calculateSentiment: false, forceNER: false, threshold: 0, nlu: { log: false } }, container);
  nlp.addLanguage('en');
  const vocabulary = new Set<string>();
  for (const [tool, phrasings] of Object.entries(TRAINING)) {
    for (const p of phrasings) {
      nlp.addDocument('en', p, tool);
      for (const w of words(p)) if (!PLACEHOLDERS.has(w)) vocabulary.add(w);
    }
  }
  for (const p of NONE_PHRASINGS) nlp.addDocument('en', p, 'None');
  await nlp.train();
  // A stem of each known word, so "rescheduling" counts as known beside "reschedule".
  const stems = new Set([...vocabulary].map((w) => w.slice(0, 5)));
  return {
    vocabulary,
    async classify(text) {
      const content = words(text).filter((w) => !FILLER.has(w) && !PLACEHOLDERS.has(w));
      // Nothing of an organiser's request in it ("make me a sandwich"): not a guess at the nearest tool.
      if (!content.some((w) => stems.has(w.slice(0, 5)))) return { tool: null, score: 0 };
      const r = await nlp.process('en', text);
      const second = r.classifications?.find((c) => c.intent !== r.intent)?.score ?? 0;
      if (r.intent === 'None' || !(r.intent in TRAINING) || r.score < MIN_CONFIDENCE || r.score - second < MIN_MARGIN) return { tool: null, score: r.score };
      return { tool: r.intent as ToolName, score: r.score };
    },
  };
}
