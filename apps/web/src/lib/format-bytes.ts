import type { Formatters } from './i18n/format';

const units = ['byte', 'kilobyte', 'megabyte', 'gigabyte', 'terabyte'] as const;

/**
 * A size in bytes with the largest unit that keeps it at 1 or more (decimal units, as the
 * language writes them): 512 bytes, 8.2 kB, 1.4 GB. `binary` steps by 1024 instead, for sizes
 * the server counts that way (upload limits and quotas in MB of 1024 × 1024 bytes), so that a
 * 5120 MB quota reads 5 GB.
 */
export function formatBytes(
  format: Pick<Formatters, 'number'>,
  bytes: number,
  { binary = false }: { binary?: boolean } = {},
): string {
  const step = binary ? 1024 : 1000;
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= step && unit < units.length - 1) {
    value /= step;
    unit += 1;
  }
  return format.number(value, {
    style: 'unit',
    unit: units[unit],
    // 'byte' has no short form in English ("512 byte"); the long one reads "512 bytes".
    unitDisplay: unit === 0 ? 'long' : 'short',
    maximumFractionDigits: unit === 0 || value >= 100 ? 0 : 1,
  });
}
