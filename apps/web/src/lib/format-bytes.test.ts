import { describe, expect, it } from 'vitest';

import { formatBytes } from './format-bytes';
import { createFormatters } from './i18n/format';

describe('formatBytes', () => {
  const en = createFormatters('en');

  it('picks the largest decimal unit that keeps the figure at 1 or more', () => {
    expect(formatBytes(en, 0)).toBe('0 bytes');
    expect(formatBytes(en, 512)).toBe('512 bytes');
    expect(formatBytes(en, 8_192)).toBe('8.2 kB');
    expect(formatBytes(en, 1_400_000)).toBe('1.4 MB');
    expect(formatBytes(en, 250_000_000)).toBe('250 MB');
    expect(formatBytes(en, 3_000_000_000_000_000)).toBe('3,000 TB');
  });

  it('steps by 1024 when asked, for sizes counted in binary megabytes', () => {
    expect(formatBytes(en, 5120 * 1024 * 1024, { binary: true })).toBe('5 GB');
    expect(formatBytes(en, 5120 * 1024 * 1024)).toBe('5.4 GB');
    expect(formatBytes(en, 1023, { binary: true })).toBe('1,023 bytes');
  });

  it('writes Arabic digits and units in Arabic', () => {
    const size = formatBytes(createFormatters('ar'), 1_400_000);
    expect(size).toMatch(/١٫٤/);
    expect(size).not.toMatch(/MB/);
  });
});
