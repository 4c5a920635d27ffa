/**
 * Small DSP toolkit for the demo textures. Every signal here is *periodic* over the loop
 * length n: noise buffers wrap, oscillators complete whole cycles, events wrap around the end,
 * and filters run "circularly" (warmed up on the end of the loop first). An encoded loop can
 * then be repeated without a seam.
 */
import type { Random } from './media-random';

export const SAMPLE_RATE = 44_100;

/** Topology-preserving state-variable filter (Zavalishin); cutoff may change while running. */
export class Svf {
  low = 0;
  band = 0;
  high = 0;
  private ic1 = 0;
  private ic2 = 0;
  private k = 1;
  private a1 = 0;
  private a2 = 0;
  private a3 = 0;

  constructor(cutoff: number, q = Math.SQRT1_2) {
    this.set(cutoff, q);
  }

  set(cutoff: number, q = 1 / this.k): void {
    const hz = Math.min(Math.max(cutoff, 10), SAMPLE_RATE * 0.45);
    const g = Math.tan((Math.PI * hz) / SAMPLE_RATE);
    this.k = 1 / q;
    this.a1 = 1 / (1 + g * (g + this.k));
    this.a2 = g * this.a1;
    this.a3 = g * this.a2;
  }

  tick(input: number): void {
    const v3 = input - this.ic2;
    const v1 = this.a1 * this.ic1 + this.a2 * v3;
    const v2 = this.ic2 + this.a2 * this.ic1 + this.a3 * v3;
    this.ic1 = 2 * v1 - this.ic1;
    this.ic2 = 2 * v2 - this.ic2;
    this.low = v2;
    this.band = v1;
    this.high = input - this.k * v1 - v2;
  }
}

/** Where the warm-up pass of a circular process starts. */
export function warmStart(n: number, warmup = SAMPLE_RATE * 2): number {
  return Math.max(0, n - warmup);
}

export function whiteNoise(rng: Random, n: number): Float32Array {
  const out = new Float32Array(n);
  let state = Math.floor(rng.next() * 4294967296) | 0;
  for (let i = 0; i < n; i++) {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    out[i] = ((t ^ (t >>> 14)) >>> 0) / 2147483648 - 1;
  }
  return out;
}

/** Paul Kellet's economy pink filter over white noise, run circularly. */
export function pinkNoise(rng: Random, n: number): Float32Array {
  const white = whiteNoise(rng, n);
  const out = new Float32Array(n);
  let b0 = 0;
  let b1 = 0;
  let b2 = 0;
  for (let pass = 0; pass < 2; pass++) {
    for (let i = pass === 0 ? warmStart(n) : 0; i < n; i++) {
      const w = white[i] ?? 0;
      b0 = 0.99765 * b0 + w * 0.099046;
      b1 = 0.963 * b1 + w * 0.2965164;
      b2 = 0.57 * b2 + w * 1.0526913;
      out[i] = (b0 + b1 + b2 + w * 0.1848) * 0.18;
    }
  }
  return out;
}

export function brownNoise(rng: Random, n: number): Float32Array {
  const white = whiteNoise(rng, n);
  const out = new Float32Array(n);
  let y = 0;
  for (let pass = 0; pass < 2; pass++) {
    for (let i = pass === 0 ? warmStart(n) : 0; i < n; i++)
      out[i] = y = 0.997 * y + (white[i] ?? 0) * 0.06;
  }
  return out;
}

export type FilterMode = 'low' | 'band' | 'high';

/**
 * Circular TPT state-variable filter, written as one tight loop because it is the hot path
 * of the seed. A varying cutoff is re-evaluated every 16 samples.
 */
export function filter(
  input: Float32Array,
  mode: FilterMode,
  cutoff: number | ((i: number) => number),
  q = Math.SQRT1_2,
): Float32Array {
  const n = input.length;
  const out = new Float32Array(n);
  const k = 1 / q;
  const output = mode === 'low' ? 0 : mode === 'band' ? 1 : 2;
  const cutoffAt = typeof cutoff === 'number' ? null : cutoff;
  let a1 = 0;
  let a2 = 0;
  let a3 = 0;
  const tune = (hz: number) => {
    const g = Math.tan((Math.PI * Math.min(Math.max(hz, 10), SAMPLE_RATE * 0.45)) / SAMPLE_RATE);
    a1 = 1 / (1 + g * (g + k));
    a2 = g * a1;
    a3 = g * a2;
  };
  tune(typeof cutoff === 'number' ? cutoff : cutoff(0));
  let ic1 = 0;
  let ic2 = 0;
  for (let pass = 0; pass < 2; pass++) {
    for (let i = pass === 0 ? warmStart(n) : 0; i < n; i++) {
      if (cutoffAt && (i & 15) === 0) tune(cutoffAt(i));
      const x = input[i] ?? 0;
      const v3 = x - ic2;
      const v1 = a1 * ic1 + a2 * v3;
      const v2 = ic2 + a2 * ic1 + a3 * v3;
      ic1 = 2 * v1 - ic1;
      ic2 = 2 * v2 - ic2;
      out[i] = output === 0 ? v2 : output === 1 ? v1 : x - k * v1 - v2;
    }
  }
  return out;
}

const TABLE_SIZE = 8192;
const SINE = Float32Array.from({ length: TABLE_SIZE + 1 }, (_, i) =>
  Math.sin((2 * Math.PI * i) / TABLE_SIZE),
);

/** Sine of a phase given in turns (any real number). */
export function sineTurns(turns: number): number {
  const pos = (turns - Math.floor(turns)) * TABLE_SIZE;
  const i = pos | 0;
  const a = SINE[i] ?? 0;
  return a + ((SINE[i + 1] ?? 0) - a) * (pos - i);
}

/** Whole number of cycles per loop nearest to a frequency, so the oscillator is periodic. */
export function cyclesFor(hz: number, n: number): number {
  return Math.max(1, Math.round((hz * n) / SAMPLE_RATE));
}

/** A periodic oscillator at (close to) `hz`, starting at `phase` turns. */
export function oscillator(hz: number, n: number, phase = 0): Float32Array {
  const cycles = cyclesFor(hz, n) % n;
  const out = new Float32Array(n);
  const offset = Math.floor((phase - Math.floor(phase)) * n);
  // Integer phase accumulator: exact periodicity, no drift.
  for (let i = 0, p = offset; i < n; i++) {
    out[i] = sineTurns(p / n);
    p += cycles;
    if (p >= n) p -= n;
  }
  return out;
}

/**
 * Smooth random modulation around `hz` (periodic): low-passed noise computed at 1/32 of the
 * sample rate and interpolated, normalised to [0, 1].
 */
export function slowNoise(rng: Random, n: number, hz: number): Float32Array {
  const step = 32;
  const m = Math.ceil(n / step);
  const control = filter(filter(whiteNoise(rng, m), 'low', hz * step), 'low', hz * step);
  return normalise(interpolate(control, n, step));
}

/** Samples per control point for slow curves (envelopes, modulation). */
export const CONTROL_STEP = 64;

/** Linearly interpolates a periodic control-rate curve up to `n` samples. */
export function expandControl(control: Float32Array, n: number): Float32Array {
  return interpolate(control, n, CONTROL_STEP);
}

function interpolate(control: Float32Array, n: number, step: number): Float32Array {
  const out = new Float32Array(n);
  const m = control.length;
  for (let i = 0; i < n; i++) {
    const p = Math.floor(i / step);
    const a = control[p] ?? 0;
    const b = control[(p + 1) % m] ?? a;
    out[i] = a + (b - a) * ((i % step) / step);
  }
  return out;
}

function normalise(values: Float32Array): Float32Array {
  let min = Infinity;
  let max = -Infinity;
  for (let i = 0; i < values.length; i++) {
    const v = values[i] ?? 0;
    if (v < min) min = v;
    if (v > max) max = v;
  }
  const span = max - min || 1;
  for (let i = 0; i < values.length; i++) values[i] = ((values[i] ?? 0) - min) / span;
  return values;
}

/** Maps every value into a new array (typed-array .map() is slow in V8). */
export function shape(values: Float32Array, fn: (v: number) => number): Float32Array {
  const out = new Float32Array(values.length);
  for (let i = 0; i < values.length; i++) out[i] = fn(values[i] ?? 0);
  return out;
}

/**
 * A smooth periodic curve in [0, 1]: a few slow sine components with random phases and
 * weights, normalised. `harmonics` are whole cycles per loop.
 */
export function smoothCurve(rng: Random, n: number, harmonics: readonly number[]): Float32Array {
  const parts = harmonics.map((h) => ({
    h,
    phase: rng.next(),
    weight: rng.range(0.4, 1) / h ** 0.5,
  }));
  const step = CONTROL_STEP;
  const m = Math.ceil(n / step);
  const control = new Float32Array(m);
  for (let p = 0; p < m; p++) {
    let v = 0;
    for (const part of parts) v += part.weight * sineTurns((part.h * p) / m + part.phase);
    control[p] = v;
  }
  return normalise(interpolate(control, n, step));
}
