// The words a PDF shows, read from its content streams: each stream inflated (FlateDecode, as pdf-lib writes them)
// and the strings of its text operators (Tj: hex <...> or literal (...)) decoded as the standard fonts encode them
// (WinAnsi, which is Latin-1 for the characters an invoice uses). No PDF reader is mocked: the bytes are the API's.
import zlib from 'node:zlib';

export function pdfText(pdf: Buffer): string {
  const out: string[] = [];
  const raw = pdf.toString('latin1');
  for (const m of raw.matchAll(/stream\r?\n/g)) {
    const start = m.index + m[0].length;
    const end = raw.indexOf('endstream', start);
    if (end < 0) continue;
    let content: string;
    try {
      content = zlib.inflateSync(pdf.subarray(start, end)).toString('latin1');
    } catch {
      content = raw.slice(start, end);
    }
    for (const t of content.matchAll(/<([0-9A-Fa-f]*)>\s*Tj|\(((?:\\.|[^\\)])*)\)\s*Tj/g)) {
      out.push(t[1] !== undefined ? Buffer.from(t[1], 'hex').toString('latin1') : t[2].replace(/\\(.)/g, '$1'));
    }
  }
  return out.join('\n');
}
