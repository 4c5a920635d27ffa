/**
 * The moment a link to a track's page starts it at: `?t=83` (seconds), `?t=1:23` or `?t=1:02:03`,
 * `?t=1m23s` or `?t=1h2m3s`. Null when there is none, it cannot be read, or it is the start.
 */
export function parseStartTime(value: string | null): number | null {
  const text = value?.trim() ?? '';
  if (!text) return null;
  let seconds: number | null = null;
  if (/^\d+(\.\d+)?$/.test(text)) {
    seconds = Number(text);
  } else if (/^\d+(:[0-5]?\d){1,2}$/.test(text)) {
    seconds = text.split(':').reduce((total, part) => total * 60 + Number(part), 0);
  } else {
    const units = /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s)?$/i.exec(text);
    if (units && (units[1] || units[2] || units[3])) {
      seconds = Number(units[1] ?? 0) * 3600 + Number(units[2] ?? 0) * 60 + Number(units[3] ?? 0);
    }
  }
  return seconds !== null && Number.isFinite(seconds) && seconds > 0 ? seconds : null;
}
