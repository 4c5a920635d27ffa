/** Daf-like frame drum: a low "dum", an edge "tek", soft ghost taps and ring jingles. */
import { SAMPLE_RATE, Svf } from './media-dsp';
import { addSample, type Mix } from './media-mix';
import type { Random } from './media-random';

export type DafStyle = 'maqsum' | 'saidi' | 'slow';

type Stroke = 'D' | 'T' | 't';

/** 16 steps per bar; D = dum, T = tek, t = ghost tap, '.' = rest. A phrase is four bars. */
const PHRASES: Record<DafStyle, readonly string[]> = {
  maqsum: ['D.T...T.D...T...', 'D.T.t.T.D.t.T.t.', 'D.T...T.D...T...', 'D.TtT.TtD.ttTtTt'],
  saidi: ['D.T...D.D...T...', 'D.T.t.D.D.t.T.t.', 'D.T...D.D...T.t.', 'D.TtD.D.DtTtTTTT'],
  slow: ['D.......T...t...', 'D...t...T...t.t.', 'D.......T...t...', 'D...t.t.T.t.TtTt'],
};

interface Drum {
  dumHz: number;
  tekHz: number;
  rings: { hz: number; tau: number; level: number }[];
}

const SECOND = SAMPLE_RATE;

function dum(drum: Drum, velocity: number): Float32Array {
  const length = Math.round(1.2 * SECOND);
  const out = new Float32Array(length);
  const skin = new Svf(900);
  let p1 = 0;
  let p2 = 0;
  let seed = 12345;
  for (let k = 0; k < length; k++) {
    const t = k / SECOND;
    const hz = drum.dumHz * (1 + 0.5 * Math.exp(-t / 0.018));
    p1 += hz / SECOND;
    p2 += (hz * 1.59) / SECOND;
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    skin.tick((seed / 0x7fffffff) * 2 - 1);
    const attack = 1 - Math.exp(-t / 0.0015);
    out[k] =
      velocity *
      attack *
      (Math.sin(2 * Math.PI * p1) * Math.exp(-t / 0.3) +
        0.3 * Math.sin(2 * Math.PI * p2) * Math.exp(-t / 0.1) +
        0.8 * skin.low * Math.exp(-t / 0.01));
  }
  return out;
}

function tek(drum: Drum, velocity: number, rng: Random): Float32Array {
  const length = Math.round(0.35 * SECOND);
  const out = new Float32Array(length);
  const slap = new Svf(drum.tekHz, 1.3);
  const crack = new Svf(drum.tekHz * 2.3, 2);
  let p = 0;
  for (let k = 0; k < length; k++) {
    const t = k / SECOND;
    const noise = rng.next() * 2 - 1;
    slap.tick(noise);
    crack.tick(noise);
    p += (drum.dumHz * 4.1) / SECOND;
    out[k] =
      velocity *
      (1 - Math.exp(-t / 0.0008)) *
      ((slap.band * 1.6 + crack.band * 0.7) * Math.exp(-t / 0.035) +
        0.35 * Math.sin(2 * Math.PI * p) * Math.exp(-t / 0.03));
  }
  return out;
}

function jingle(drum: Drum, velocity: number, rng: Random): Float32Array {
  const length = Math.round(0.5 * SECOND);
  const out = new Float32Array(length);
  const hiss = new Svf(7000, 0.9);
  const bounces = [0, rng.range(0.008, 0.014), rng.range(0.02, 0.034)];
  for (const [index, at] of bounces.entries()) {
    const level = velocity * 0.6 ** index;
    const offset = Math.round(at * SECOND);
    for (let k = 0; k + offset < length; k++) {
      const t = k / SECOND;
      let v = 0;
      for (const ring of drum.rings)
        v += ring.level * Math.sin(2 * Math.PI * ring.hz * t) * Math.exp(-t / ring.tau);
      hiss.tick(rng.next() * 2 - 1);
      v += hiss.high * 0.5 * Math.exp(-t / 0.03);
      const at2 = k + offset;
      out[at2] = (out[at2] ?? 0) + v * level * Math.min(1, k / 20);
    }
  }
  return out;
}

interface Kit {
  dum: Float32Array;
  teks: Float32Array[];
  rings: Float32Array[];
}

/** A few pre-rendered variants of each stroke; hits pick one and scale it. */
function makeKit(rng: Random): Kit {
  const drum: Drum = {
    dumHz: rng.range(62, 78),
    tekHz: rng.range(1900, 2600),
    rings: Array.from({ length: 6 }, () => ({
      hz: rng.range(4500, 9500),
      tau: rng.range(0.05, 0.14),
      level: rng.range(0.08, 0.2),
    })),
  };
  return {
    dum: dum(drum, 1),
    teks: Array.from({ length: 4 }, () => tek(drum, 1, rng)),
    rings: Array.from({ length: 4 }, () => jingle(drum, 1, rng)),
  };
}

/** Renders a loop of `bars` bars onto the mix (tempo follows from the loop length). */
export function renderDafPattern(mix: Mix, rng: Random, style: DafStyle, bars: number): void {
  const kit = makeKit(rng);
  const phrase = PHRASES[style];
  const barLength = mix.n / bars;
  const step = barLength / 16;
  const drumPan = rng.range(-0.15, 0.15);
  for (let bar = 0; bar < bars; bar++) {
    const pattern = phrase[bar % phrase.length] ?? '';
    for (let s = 0; s < pattern.length; s++) {
      const stroke = pattern[s] as Stroke | '.';
      if (stroke === '.') continue;
      const accent = s === 0 ? 1 : s % 4 === 0 ? 0.9 : 0.8;
      const velocity = accent * rng.range(0.88, 1.05);
      const jitter = s === 0 ? 0 : rng.range(-0.004, 0.004) * SECOND;
      const start = bar * barLength + s * step + jitter;
      const sound = stroke === 'D' ? kit.dum : rng.pick(kit.teks);
      const level = stroke === 'D' ? velocity : stroke === 'T' ? velocity * 1.3 : velocity * 0.45;
      addSample(mix.left, start, sound, level * (1 - drumPan) * 0.5);
      addSample(mix.right, start, sound, level * (1 + drumPan) * 0.5);
      const ring = rng.pick(kit.rings);
      const ringLevel = (stroke === 't' ? 0.25 : 0.55) * velocity;
      const ringPan = rng.range(-0.5, 0.5);
      addSample(mix.left, start + 30, ring, ringLevel * (1 - ringPan) * 0.5);
      addSample(mix.right, start + 30, ring, ringLevel * (1 + ringPan) * 0.5);
    }
  }
}
