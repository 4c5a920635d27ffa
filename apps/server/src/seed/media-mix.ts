/**
 * Stereo mixing for the demo textures: placing sounds around the loop (wrapping), a light
 * circular reverb, and conversion to 16-bit PCM at a target loudness.
 */
import { SAMPLE_RATE, warmStart } from './media-dsp';

/** Adds `sample * gain` at `start`, wrapping around the loop. */
export function addSample(
  target: Float32Array,
  start: number,
  sample: Float32Array,
  gain: number,
): void {
  const n = target.length;
  let idx = ((Math.round(start) % n) + n) % n;
  for (let k = 0; k < sample.length; k++) {
    target[idx] = (target[idx] ?? 0) + (sample[k] ?? 0) * gain;
    if (++idx === n) idx = 0;
  }
}

/** Adds `length` samples of `render(t)` (t in seconds) at `start`, wrapping around the loop. */
export function addEvent(
  target: Float32Array,
  start: number,
  length: number,
  render: (t: number, k: number) => number,
): void {
  const n = target.length;
  const from = ((Math.round(start) % n) + n) % n;
  for (let k = 0; k < length; k++) {
    const idx = (from + k) % n;
    target[idx] = (target[idx] ?? 0) + render(k / SAMPLE_RATE, k);
  }
}

/** Stereo mix bus with equal-power panning. */
export class Mix {
  readonly left: Float32Array;
  readonly right: Float32Array;

  constructor(readonly n: number) {
    this.left = new Float32Array(n);
    this.right = new Float32Array(n);
  }

  add(signal: Float32Array, gain: number, pan = 0, envelope?: Float32Array): void {
    const angle = ((pan + 1) * Math.PI) / 4;
    const gl = gain * Math.cos(angle) * Math.SQRT2;
    const gr = gain * Math.sin(angle) * Math.SQRT2;
    for (let i = 0; i < this.n; i++) {
      const v = (signal[i] ?? 0) * (envelope ? (envelope[i] ?? 0) : 1);
      this.left[i] = (this.left[i] ?? 0) + v * gl;
      this.right[i] = (this.right[i] ?? 0) + v * gr;
    }
  }

  addStereo(left: Float32Array, right: Float32Array, gain: number, envelope?: Float32Array): void {
    this.add(left, gain, -1, envelope);
    this.add(right, gain, 1, envelope);
  }
}

const COMBS = [1116, 1188, 1277, 1356];
const ALLPASSES = [556, 441];

function reverbChannel(input: Float32Array, spread: number): Float32Array {
  const n = input.length;
  const out = new Float32Array(n);
  const combs = COMBS.map((d) => new Float32Array(d + spread));
  const combPos = new Int32Array(combs.length);
  const combStore = new Float64Array(combs.length);
  const allpasses = ALLPASSES.map((d) => new Float32Array(d + spread));
  const allpassPos = new Int32Array(allpasses.length);
  for (let pass = 0; pass < 2; pass++) {
    for (let i = pass === 0 ? warmStart(n, SAMPLE_RATE * 4) : 0; i < n; i++) {
      const x = (input[i] ?? 0) * 0.1;
      let acc = 0;
      for (let c = 0; c < combs.length; c++) {
        const buf = combs[c] as Float32Array;
        const pos = combPos[c] ?? 0;
        const delayed = buf[pos] ?? 0;
        const store = delayed * 0.7 + (combStore[c] ?? 0) * 0.3;
        combStore[c] = store;
        buf[pos] = x + store * 0.8;
        combPos[c] = pos + 1 === buf.length ? 0 : pos + 1;
        acc += delayed;
      }
      for (let a = 0; a < allpasses.length; a++) {
        const buf = allpasses[a] as Float32Array;
        const pos = allpassPos[a] ?? 0;
        const delayed = buf[pos] ?? 0;
        buf[pos] = acc + delayed * 0.5;
        allpassPos[a] = pos + 1 === buf.length ? 0 : pos + 1;
        acc = delayed - acc;
      }
      out[i] = acc;
    }
  }
  return out;
}

/** A light Schroeder/Freeverb-style room, run circularly so the tail wraps into the loop. */
export function reverb(mix: Mix, wet: number): void {
  const wetLeft = reverbChannel(mix.left, 0);
  const wetRight = reverbChannel(mix.right, 23);
  for (let i = 0; i < mix.n; i++) {
    mix.left[i] = (mix.left[i] ?? 0) + (wetLeft[i] ?? 0) * wet;
    mix.right[i] = (mix.right[i] ?? 0) + (wetRight[i] ?? 0) * wet;
  }
}

/** Scales to a target loudness without exceeding a peak, then interleaves to 16-bit PCM. */
export function toPcm16(mix: Mix, targetRms: number, peak = 0.89): Int16Array {
  const { left, right, n } = mix;
  let sum = 0;
  let max = 0;
  for (let i = 0; i < n; i++) {
    const l = left[i] ?? 0;
    const r = right[i] ?? 0;
    sum += l * l + r * r;
    const m = l > -l ? l : -l;
    const q = r > -r ? r : -r;
    if (m > max) max = m;
    if (q > max) max = q;
  }
  const rms = Math.sqrt(sum / (2 * n)) || 1;
  // After this gain no sample exceeds `peak`, so no clamping is needed.
  const gain = Math.min(targetRms / rms, peak / (max || 1)) * 32767;
  const out = new Int16Array(n * 2);
  for (let i = 0; i < n; i++) {
    out[2 * i] = (left[i] ?? 0) * gain;
    out[2 * i + 1] = (right[i] ?? 0) * gain;
  }
  return out;
}
