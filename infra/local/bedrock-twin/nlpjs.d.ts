// NLP.js ships no types: the little of its API the stand-in's intent classifier uses (intents.ts).
declare module '@nlpjs/core' {
  export interface NlpContainer { use(plugin: unknown): void; get(name: string): unknown }
  export function containerBootstrap(): Promise<NlpContainer>;
}
declare module '@nlpjs/nlp' {
  export class Nlp {
    constructor(settings: Record<string, unknown>, container: unknown);
    addLanguage(locale: string): void;
    addDocument(locale: string, utterance: string, intent: string): void;
    train(): Promise<void>;
    process(locale: string, utterance: string): Promise<{ intent: string; score: number; classifications?: { intent: string; score: number }[] }>;
  }
}
declare module '@nlpjs/lang-en-min' {
  export const LangEn: unknown;
}
