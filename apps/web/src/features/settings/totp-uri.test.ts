import { describe, expect, it } from 'vitest';

import { groupSecret, totpSecretOf } from './totp-uri';

describe('totpSecretOf', () => {
  it('reads the secret of an otpauth URI', () => {
    expect(
      totpSecretOf('otpauth://totp/Sada:amina%40example.com?secret=JBSWY3DPEHPK3PXP&issuer=Sada'),
    ).toBe('JBSWY3DPEHPK3PXP');
  });

  it('is null for something else', () => {
    expect(totpSecretOf('not a uri')).toBeNull();
    expect(totpSecretOf('otpauth://totp/Sada')).toBeNull();
  });
});

describe('groupSecret', () => {
  it('groups by four without a trailing space', () => {
    expect(groupSecret('JBSWY3DPEHPK3PXP')).toBe('JBSW Y3DP EHPK 3PXP');
    expect(groupSecret('ABCDEF')).toBe('ABCD EF');
  });
});
