// The local outbox (one JSON line per e-mail, appended): a line torn by a kill mid-append is skipped, not a 500.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readOutbox } from '../../infra/local/gateway';

const outbox = (content: string) => {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'outbox-')), 'outbox.jsonl');
  fs.writeFileSync(file, content);
  return file;
};

describe('readOutbox', () => {
  it('answers every e-mail, newest first', () => {
    expect(readOutbox(outbox('{"to":"a"}\n{"to":"b"}\n'))).toEqual([{ to: 'b' }, { to: 'a' }]);
  });

  it('skips a torn last line and a torn line in the middle', () => {
    expect(readOutbox(outbox('{"to":"a"}\n{"to":"b","sub'))).toEqual([{ to: 'a' }]);
    expect(readOutbox(outbox('{"to":"a"}\n{"to":\n{"to":"c"}\n\n'))).toEqual([{ to: 'c' }, { to: 'a' }]);
  });

  it('is empty when there is no outbox yet', () => {
    expect(readOutbox(path.join(os.tmpdir(), 'no-such-outbox', 'outbox.jsonl'))).toEqual([]);
  });
});
