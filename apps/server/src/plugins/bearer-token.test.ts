import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { bearerTokenReader, sessionTokenFromBearer } from './bearer-token.ts';

const secret = 'test-secret-test-secret-test-secret!';
const value = 'a'.repeat(32);
const signature = createHmac('sha256', secret).update(value).digest('base64');
const signedBy = (key: string) => `Bearer ${value}.${createHmac('sha256', key).update(value).digest('base64')}`;

describe('sessionTokenFromBearer (the fast path, without the database)', () => {
  it('answers the session token of a correctly signed header, plain or URL-encoded', () => {
    expect(sessionTokenFromBearer(`Bearer ${value}.${signature}`, secret)).toBe(value);
    expect(sessionTokenFromBearer(`bearer ${value}.${encodeURIComponent(signature)}`, secret)).toBe(value);
    expect(sessionTokenFromBearer(`Bearer ${value}`, secret)).toBe(value);
  });

  it('answers null for a wrong signature, a truncated one, a second dot or another scheme', () => {
    expect(sessionTokenFromBearer(signedBy('other'), secret)).toBeNull();
    expect(sessionTokenFromBearer(`Bearer ${value}.${signature.slice(0, 43)}`, secret)).toBeNull();
    expect(sessionTokenFromBearer(`Bearer x.${value}.${signature}`, secret)).toBeNull();
    expect(sessionTokenFromBearer(`Bearer ${value}.${signature.replace('=', '!')}`, secret)).toBeNull();
    expect(sessionTokenFromBearer(`Token ${value}.${signature}`, secret)).toBeNull();
    expect(sessionTokenFromBearer('Bearer    ', secret)).toBeNull();
  });
});

describe('bearerTokenReader (remembers the headers it accepted)', () => {
  /** The reader with a verifier that counts its calls. */
  const counted = (key = secret) => {
    const calls: string[] = [];
    const read = bearerTokenReader(key, (header, withSecret) => {
      calls.push(header);
      return sessionTokenFromBearer(header, withSecret);
    });
    return { read, calls };
  };

  it('checks a signed header once, then answers the same token without the HMAC', () => {
    const { read, calls } = counted();
    const header = `Bearer ${value}.${signature}`;
    expect(read(header)).toBe(value);
    expect(read(header)).toBe(value);
    expect(read(header)).toBe(value);
    expect(calls).toEqual([header]);
  });

  it('still refuses a wrong signature for a token whose right signature it remembers', () => {
    const { read } = counted();
    expect(read(`Bearer ${value}.${signature}`)).toBe(value);
    expect(read(signedBy('other'))).toBeNull();
    expect(read(`Bearer ${value}.${signature.slice(0, 43)}`)).toBeNull();
    expect(read(`Bearer x.${value}.${signature}`)).toBeNull();
  });

  it('checks a refused header again every time, so it never becomes accepted', () => {
    const { read, calls } = counted();
    const forged = signedBy('other');
    expect(read(forged)).toBeNull();
    expect(read(forged)).toBeNull();
    expect(calls).toEqual([forged, forged]);
  });

  it('does not keep a header without a signature, so a flood of them cannot push signed ones out', () => {
    const { read, calls } = counted();
    const unsigned = `Bearer ${value}`;
    expect(read(unsigned)).toBe(value);
    expect(read(unsigned)).toBe(value);
    expect(calls).toEqual([unsigned, unsigned]);
  });

  it('keeps what it accepted under its own secret only', () => {
    const header = `Bearer ${value}.${signature}`;
    expect(counted().read(header)).toBe(value);
    expect(counted('another-secret-another-secret-another').read(header)).toBeNull();
  });
});
