import { createHmac } from 'node:crypto';

import { describe, expect, it } from 'vitest';

import { createSigner } from './signing';

const secret = 'a-secret-that-is-long-enough-for-the-tests';

describe('createSigner', () => {
  it('verifies its own signature and nothing else', () => {
    const signer = createSigner(secret, 'test');
    const signature = signer.sign(['track', '42']);
    expect(signature).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(signer.verify(['track', '42'], signature)).toBe(true);
    expect(signer.verify(['track', '43'], signature)).toBe(false);
    expect(signer.verify(['track', '42'], `${signature.slice(0, -1)}A`)).toBe(false);
    expect(signer.verify(['track', '42'], signature.slice(0, 20))).toBe(false);
    expect(signer.verify(['track', '42'], '')).toBe(false);
  });

  it('keeps the parts apart', () => {
    const signer = createSigner(secret, 'test');
    expect(signer.sign(['ab', 'c'])).not.toBe(signer.sign(['a', 'bc']));
  });

  it('gives each purpose its own key', () => {
    const links = createSigner(secret, 'links');
    const tokens = createSigner(secret, 'tokens');
    expect(links.sign(['x'])).not.toBe(tokens.sign(['x']));
    expect(tokens.verify(['x'], links.sign(['x']))).toBe(false);
  });

  it('never keys the HMAC with the secret itself', () => {
    const raw = createHmac('sha256', secret)
      .update(JSON.stringify(['x']))
      .digest('base64url');
    expect(createSigner(secret, 'links').sign(['x'])).not.toBe(raw);
  });

  it('depends on the secret', () => {
    expect(createSigner(secret, 'links').sign(['x'])).not.toBe(
      createSigner(`${secret}!`, 'links').sign(['x']),
    );
  });
});
