/**
 * The demo audio textures: nature ambiences from filtered noise and daf-like frame-drum
 * patterns. Each renders one seamless loop of `n` samples (stereo floats). No speech, no
 * melody of any sacred text — only noise, drums and a soft drone.
 */
import { renderDafPattern, type DafStyle } from './media-daf';
import {
  brownNoise,
  CONTROL_STEP,
  expandControl,
  filter,
  oscillator,
  pinkNoise,
  SAMPLE_RATE,
  shape,
  slowNoise,
  smoothCurve,
  whiteNoise,
} from './media-dsp';
import { addEvent, addSample, reverb, type Mix } from './media-mix';
import type { Random } from './media-random';

export interface TextureSpec {
  name: string;
  kind: 'ambience' | 'percussion' | 'drone';
  /** Loudness target (RMS, linear full scale). */
  rms: number;
  /** Seconds of fade-in at the start of a track (0: start on a bar line instead). */
  fadeInSec: number;
  /** Bars per loop for percussion: tracks start on a bar line. */
  bars?: number;
  render(mix: Mix, rng: Random): void;
}

const SECOND = SAMPLE_RATE;

function drops(
  mix: Mix,
  rng: Random,
  perSecond: number,
  opts: {
    minHz: number;
    maxHz: number;
    minTau: number;
    maxTau: number;
    gain: number;
    chirp?: number;
  },
): void {
  // A small bank of drop sounds, placed many times with random level, side and spill.
  const chirp = opts.chirp ?? 0;
  const bank = Array.from({ length: 16 }, () => {
    const hz = rng.range(opts.minHz, opts.maxHz);
    const tau = rng.range(opts.minTau, opts.maxTau);
    const wave = new Float32Array(Math.round(tau * 5 * SECOND));
    let phase = 0;
    for (let k = 0; k < wave.length; k++) {
      const t = k / SECOND;
      phase += (hz * (1 + chirp * Math.min(1, t / (tau * 2)))) / SECOND;
      wave[k] = Math.sin(2 * Math.PI * phase) * Math.exp(-t / tau) * Math.min(1, k / 8);
    }
    return wave;
  });
  const count = Math.round((perSecond * mix.n) / SECOND);
  for (let d = 0; d < count; d++) {
    const [near, far] = rng.chance(0.5) ? [mix.left, mix.right] : [mix.right, mix.left];
    const wave = rng.pick(bank);
    const amp = opts.gain * rng.next() ** 2.5;
    const start = rng.next() * mix.n;
    addSample(near, start, wave, amp);
    addSample(far, start + rng.int(5, 40), wave, amp * rng.range(0.2, 0.9));
  }
}

function rain(mix: Mix, rng: Random, heavy: boolean, level = 1): void {
  const sway = shape(smoothCurve(rng, mix.n, [1, 2, 3]), (v) => 0.8 + 0.2 * v);
  const bed = (noise: Float32Array) =>
    filter(filter(noise, 'high', heavy ? 150 : 400), 'low', heavy ? 3800 : 5000);
  const left = bed(pinkNoise(rng, mix.n));
  const right = bed(pinkNoise(rng, mix.n));
  mix.addStereo(left, right, (heavy ? 0.5 : 0.3) * level, sway);
  drops(mix, rng, heavy ? 70 : 30, {
    minHz: 1800,
    maxHz: 6500,
    minTau: 0.002,
    maxTau: 0.006,
    gain: 0.5 * level,
  });
  drops(mix, rng, heavy ? 6 : 3, {
    minHz: 900,
    maxHz: 2400,
    minTau: 0.01,
    maxTau: 0.02,
    gain: 0.35 * level,
    chirp: 0.4,
  });
  if (heavy) thunder(mix, rng);
}

function thunder(mix: Mix, rng: Random): void {
  const length = 14 * SECOND;
  const start = rng.range(0.2, 0.6) * mix.n;
  const rumble = filter(brownNoise(rng, length), 'low', 140);
  const crackle = filter(whiteNoise(rng, length), 'low', 700);
  const env = (t: number, attack: number, tau: number) =>
    (1 - Math.exp(-t / attack)) * Math.exp(-t / tau);
  for (const [target, delay] of [
    [mix.left, 0],
    [mix.right, 300],
  ] as const) {
    addEvent(target, start + delay, length, (t, k) => {
      const roll = 1 + 0.5 * Math.sin(2 * Math.PI * 0.7 * t);
      return (
        (rumble[k] ?? 0) * 2.2 * env(t, 0.6, 3.2) * roll +
        (crackle[k] ?? 0) * 0.25 * env(Math.max(0, t - 0.25), 0.04, 0.7)
      );
    });
  }
}

function wind(mix: Mix, rng: Random, gain: number): void {
  for (const pan of [-0.7, 0.7]) {
    const gust = smoothCurve(rng, mix.n, [1, 2, 3, 5, 7]);
    const noise = whiteNoise(rng, mix.n);
    const body = filter(noise, 'band', (i) => 260 + 650 * (gust[i] ?? 0), 1.4);
    const whistle = filter(noise, 'band', (i) => 620 + 480 * (gust[i] ?? 0), 9);
    const level = shape(gust, (g) => 0.15 + 0.85 * g * Math.sqrt(g));
    mix.add(body, gain, pan, level);
    mix.add(
      whistle,
      gain * 0.25,
      pan * 0.5,
      shape(level, (l) => l * l),
    );
  }
  mix.add(filter(brownNoise(rng, mix.n), 'low', 110), gain * 0.6, 0);
}

function stream(mix: Mix, rng: Random): void {
  for (const [index, centre] of [450, 1000, 2200].entries()) {
    for (const pan of [-0.8, 0.8]) {
      const babble = shape(slowNoise(rng, mix.n, rng.range(5, 10)), (v) =>
        v > 0.35 ? (v - 0.35) * Math.sqrt(v - 0.35) : 0,
      );
      const voice = filter(whiteNoise(rng, mix.n), 'band', centre * rng.range(0.9, 1.1), 2.5);
      mix.add(voice, 1.2 / (index + 1.5), pan * rng.range(0.4, 1), babble);
    }
  }
  mix.addStereo(
    filter(pinkNoise(rng, mix.n), 'low', 1500),
    filter(pinkNoise(rng, mix.n), 'low', 1500),
    0.15,
  );
  drops(mix, rng, 9, {
    minHz: 500,
    maxHz: 1600,
    minTau: 0.012,
    maxTau: 0.025,
    gain: 0.2,
    chirp: 0.7,
  });
}

function sea(mix: Mix, rng: Random): void {
  // Wave envelopes are slow: build them at the control rate, then interpolate.
  const m = Math.ceil(mix.n / CONTROL_STEP);
  const rate = SECOND / CONTROL_STEP;
  const control = [new Float32Array(m), new Float32Array(m)] as const;
  const waves = Math.max(2, Math.round(mix.n / (8 * SECOND)));
  for (let w = 0; w < waves; w++) {
    const start = Math.round(((w + rng.range(-0.2, 0.2)) / waves) * m);
    const rise = rng.range(2, 3.2);
    const tau = rng.range(1.8, 3);
    const height = rng.range(0.6, 1);
    const pan = rng.range(-0.6, 0.6);
    for (let j = 0; j < (rise + tau * 4) * rate; j++) {
      const t = j / rate;
      const swell =
        height *
        (t < rise ? Math.sin((Math.PI / 2) * (t / rise)) ** 3 : Math.exp(-(t - rise) / tau));
      const at = (start + j) % m;
      control[0][at] = (control[0][at] ?? 0) + swell * (1 - pan) * 0.5;
      control[1][at] = (control[1][at] ?? 0) + swell * (1 + pan) * 0.5;
    }
  }
  for (const [side, curve] of control.entries()) {
    const env = expandControl(curve, mix.n);
    const surf = filter(pinkNoise(rng, mix.n), 'low', (i) => 280 + 2600 * (env[i] ?? 0));
    const foam = filter(whiteNoise(rng, mix.n), 'high', 3000);
    const pan = side === 0 ? -0.8 : 0.8;
    mix.add(
      surf,
      0.9,
      pan,
      expandControl(
        shape(curve, (e) => 0.12 + e),
        mix.n,
      ),
    );
    mix.add(
      foam,
      0.08,
      pan,
      expandControl(
        shape(curve, (e) => e * e),
        mix.n,
      ),
    );
  }
  mix.add(filter(brownNoise(rng, mix.n), 'low', 180), 0.35, 0);
}

function crickets(mix: Mix, rng: Random): void {
  for (let c = 0; c < 3; c++) {
    const hz = rng.range(4200, 5300);
    const period = rng.range(0.65, 1.2) * SECOND;
    const pulses = rng.int(2, 4);
    const gain = rng.range(0.015, 0.04) / (c + 1);
    const pan = rng.range(-0.8, 0.8);
    const voice = new Float32Array(mix.n);
    const pulseLength = Math.round(0.014 * SECOND);
    const pulse = new Float32Array(pulseLength);
    for (let k = 0; k < pulseLength; k++) {
      pulse[k] =
        Math.sin((2 * Math.PI * hz * k) / SECOND) * Math.sin((Math.PI * k) / pulseLength) ** 2;
    }
    const pulseGap = Math.round(0.026 * SECOND);
    for (let at = rng.next() * period; at < mix.n; at += period * rng.range(0.95, 1.05)) {
      if (rng.chance(0.12)) continue;
      for (let p = 0; p < pulses; p++) addSample(voice, at + p * pulseGap, pulse, 1);
    }
    mix.add(voice, gain, pan);
  }
}

function drone(mix: Mix, rng: Random, gain: number): void {
  const root = rng.pick([98, 110, 116.5, 130.8]);
  const partials = [
    { ratio: 1, level: 1 },
    { ratio: 2, level: 0.45 },
    { ratio: 3, level: 0.12 },
    { ratio: 1.5, level: 0.35 },
    { ratio: 4, level: 0.06 },
  ];
  const swell = smoothCurve(rng, mix.n, [1, 2]);
  for (const { ratio, level } of partials) {
    const hz = root * ratio;
    const beat = rng.range(0.1, 0.3);
    const left = oscillator(hz - beat / 2, mix.n, rng.next());
    const right = oscillator(hz + beat / 2, mix.n, rng.next());
    const env = shape(swell, ratio === 1.5 ? (v) => 0.4 + 0.6 * v : (v) => 0.8 + 0.2 * v);
    mix.addStereo(left, right, gain * level * 0.2, env);
  }
  const breath = filter(pinkNoise(rng, mix.n), 'band', root * 4, 2);
  mix.add(breath, gain * 0.25, 0, swell);
}

function daf(style: DafStyle, bars: number, extra?: (mix: Mix, rng: Random) => void) {
  return (mix: Mix, rng: Random) => {
    renderDafPattern(mix, rng, style, bars);
    reverb(mix, style === 'slow' ? 0.5 : 0.3);
    extra?.(mix, rng);
  };
}

/** Index = variant. Loop lengths and bar counts fit 1152-sample MP3 frames exactly. */
export const TEXTURES: readonly TextureSpec[] = [
  {
    name: 'Soft rain',
    kind: 'ambience',
    rms: 0.08,
    fadeInSec: 1.5,
    render: (m, r) => rain(m, r, false),
  },
  {
    name: 'Rain and distant thunder',
    kind: 'ambience',
    rms: 0.1,
    fadeInSec: 1.5,
    render: (m, r) => rain(m, r, true),
  },
  {
    name: 'Desert wind',
    kind: 'ambience',
    rms: 0.08,
    fadeInSec: 2,
    render: (m, r) => wind(m, r, 1),
  },
  { name: 'Mountain stream', kind: 'ambience', rms: 0.08, fadeInSec: 1.5, render: stream },
  { name: 'Sea shore', kind: 'ambience', rms: 0.1, fadeInSec: 2, render: sea },
  {
    name: 'Night crickets',
    kind: 'ambience',
    rms: 0.05,
    fadeInSec: 2,
    render: (m, r) => {
      wind(m, r, 0.25);
      crickets(m, r);
    },
  },
  { name: 'Evening hum', kind: 'drone', rms: 0.07, fadeInSec: 3, render: (m, r) => drone(m, r, 1) },
  {
    name: 'Daf, maqsum',
    kind: 'percussion',
    rms: 0.12,
    fadeInSec: 0,
    bars: 12,
    render: daf('maqsum', 12, (m, r) => drone(m, r, 0.05)),
  },
  {
    name: 'Daf, saidi',
    kind: 'percussion',
    rms: 0.12,
    fadeInSec: 0,
    bars: 16,
    render: daf('saidi', 16),
  },
  {
    name: 'Daf in the rain',
    kind: 'percussion',
    rms: 0.1,
    fadeInSec: 0,
    bars: 8,
    render: daf('slow', 8, (m, r) => rain(m, r, false, 0.3)),
  },
];
