import { useFormat } from '../../../lib/i18n/format';

/** A line's start as m:ss.xx (hundredths, cut rather than rounded, as LRC writes them). */
export function lineTime(
  ms: number,
  number: (value: number, options?: Intl.NumberFormatOptions) => string = (value, options) =>
    new Intl.NumberFormat('en', options).format(value),
): string {
  const hundredths = Math.floor(Math.max(0, ms) / 10);
  const minutes = Math.floor(hundredths / 6000);
  const seconds = (hundredths % 6000) / 100;
  return `${number(minutes)}:${number(seconds, {
    minimumIntegerDigits: 2,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    useGrouping: false,
  })}`;
}

/** lineTime in the interface language's digits. */
export function useLineTime(): (ms: number) => string {
  const format = useFormat();
  return (ms) => lineTime(ms, format.number);
}
