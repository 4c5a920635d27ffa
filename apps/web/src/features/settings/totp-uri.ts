/** The base32 secret of an otpauth:// URI, for people who type it instead of scanning. */
export function totpSecretOf(totpURI: string): string | null {
  try {
    return new URL(totpURI).searchParams.get('secret');
  } catch {
    return null;
  }
}

/** "JBSWY3DPEHPK3PXP" → "JBSW Y3DP EHPK 3PXP": easier to read and type. */
export function groupSecret(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, '$1 ');
}
