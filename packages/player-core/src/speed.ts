/**
 * Playback speed: a fixed ladder of steps, remembered per kind of track (a lecture at 1.5× does
 * not make the next nasheed fast).
 */

export const SPEED_STEPS = [0.5, 0.75, 1, 1.25, 1.5, 1.75, 2] as const;
export const DEFAULT_SPEED = 1;

/** Speeds by track kind (the content type, such as 'nasheed' or 'lecture'); 1× is not stored. */
export type SpeedMemory = Readonly<Record<string, number>>;

const SLOWEST = Math.min(...SPEED_STEPS);
const FASTEST = Math.max(...SPEED_STEPS);

/** Snaps to the nearest step (a tie goes to the slower one); NaN is 1×. */
export function clampSpeed(speed: number): number {
  if (Number.isNaN(speed)) return DEFAULT_SPEED;
  // Bounded first: every step is equally far from ±Infinity.
  const bounded = Math.min(Math.max(speed, SLOWEST), FASTEST);
  let nearest: number = SLOWEST;
  for (const step of SPEED_STEPS) {
    if (Math.abs(step - bounded) < Math.abs(nearest - bounded)) nearest = step;
  }
  return nearest;
}

/** The next faster (1) or slower (-1) step, staying at the ends. */
export function stepSpeed(speed: number, direction: 1 | -1): number {
  const snapped = clampSpeed(speed);
  const index = SPEED_STEPS.findIndex((step) => step === snapped);
  const target = Math.min(Math.max(index + direction, 0), SPEED_STEPS.length - 1);
  return SPEED_STEPS[target] ?? DEFAULT_SPEED;
}

/** The remembered speed for that kind, else 1×. */
export function speedFor(memory: SpeedMemory, kind: string | null): number {
  // Own entries only: a kind named like an Object method ('constructor') must not find one.
  if (kind === null || !Object.hasOwn(memory, kind)) return DEFAULT_SPEED;
  return clampSpeed(memory[kind] ?? DEFAULT_SPEED);
}

/** A new memory with the speed for that kind; 1× removes the entry; no kind changes nothing. */
export function rememberSpeed(
  memory: SpeedMemory,
  kind: string | null,
  speed: number,
): SpeedMemory {
  if (kind === null) return memory;
  const snapped = clampSpeed(speed);
  const others = Object.entries(memory).filter(([key]) => key !== kind);
  // fromEntries defines own properties, so a kind '__proto__' is stored, not set as a prototype.
  return Object.fromEntries(snapped === DEFAULT_SPEED ? others : [...others, [kind, snapped]]);
}

/**
 * Reads what was stored (the parsed value, or the JSON text itself). Anything but an object of
 * numbers gives an empty memory; entries that are not numbers are dropped, the others snapped.
 */
export function parseSpeedMemory(value: unknown): SpeedMemory {
  let parsed = value;
  if (typeof value === 'string') {
    try {
      parsed = JSON.parse(value);
    } catch {
      return {};
    }
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
  return Object.fromEntries(
    Object.entries(parsed).flatMap(([kind, speed]) => {
      if (typeof speed !== 'number' || !Number.isFinite(speed)) return [];
      const snapped = clampSpeed(speed);
      return snapped === DEFAULT_SPEED ? [] : [[kind, snapped]];
    }),
  );
}

/** '1×', '1.25×', '0.5×': the step that plays, as few decimals as it needs. */
export function formatSpeed(speed: number): string {
  return `${clampSpeed(speed)}×`;
}
