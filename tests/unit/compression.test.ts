import { describe, expect, it } from 'vitest';
import { negotiateEncoding } from '../../infra/local/compression';

describe('the local gateway picks the encoding the client accepts, as CloudFront does', () => {
  it('prefers brotli, then gzip, and honours q=0 and wildcards', () => {
    expect(negotiateEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(negotiateEncoding('gzip')).toBe('gzip');
    expect(negotiateEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(negotiateEncoding('*')).toBe('br');
    expect(negotiateEncoding('*;q=0')).toBe('identity');
    expect(negotiateEncoding('identity')).toBe('identity');
    expect(negotiateEncoding(undefined)).toBe('identity');
  });
});
