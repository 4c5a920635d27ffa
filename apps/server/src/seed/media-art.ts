/**
 * Deterministic cover and avatar artwork as SVG: geometric Islamic-style motifs (eight-pointed
 * star lattices, hexagonal girih-like lattices, rosettes, arches, crescents) on gradients.
 * No text, so nothing depends on installed fonts. The canvas is always 600×600 user units.
 */
import type { Random } from './media-random';

interface Palette {
  /** Background gradient, dark to light (or light to dark for the pale palettes). */
  bg: [string, string];
  line: string;
  accent: string;
  glow: string;
}

const PALETTES: readonly Palette[] = [
  { bg: ['#0b1d3a', '#1f3b73'], line: '#d4a848', accent: '#f3e3b5', glow: '#ffe8a3' },
  { bg: ['#0c3b2e', '#17785a'], line: '#e9d8a6', accent: '#c9a45c', glow: '#f6f0d8' },
  { bg: ['#7a2f1d', '#c2653d'], line: '#2bb3a3', accent: '#f6e0c2', glow: '#ffd7a8' },
  { bg: ['#241a4f', '#4b2c83'], line: '#f2a541', accent: '#fbe3b0', glow: '#ffcf7a' },
  { bg: ['#0f4c5c', '#1d7874'], line: '#f4d35e', accent: '#ee6c4d', glow: '#fbe9a6' },
  { bg: ['#3d1f3a', '#6b2d5c'], line: '#e8a0bf', accent: '#f9d9c5', glow: '#ffd1e3' },
  { bg: ['#d6b98a', '#a97f48'], line: '#1e3a8a', accent: '#5e3a12', glow: '#fffaf0' },
  { bg: ['#2f3a22', '#5e7033'], line: '#f4efd8', accent: '#d9b44a', glow: '#f9f3c9' },
  { bg: ['#1f2933', '#3e4c59'], line: '#d08c60', accent: '#f0c9a6', glow: '#ffd9b8' },
  { bg: ['#f3b98f', '#e07a4f'], line: '#2d3142', accent: '#fff4e6', glow: '#fff1dd' },
  { bg: ['#03256c', '#2541b2'], line: '#06bee1', accent: '#e6f9ff', glow: '#b8f0ff' },
  { bg: ['#4a0e0e', '#7b1e1e'], line: '#e0b04f', accent: '#f8e7c1', glow: '#ffdf99' },
];

const SIZE = 600;
const C = SIZE / 2;

const f = (n: number) => String(Math.round(n * 10) / 10);

type Point = readonly [number, number];

function polar(cx: number, cy: number, r: number, angle: number): Point {
  return [cx + r * Math.cos(angle), cy + r * Math.sin(angle)];
}

function closedPath(points: readonly Point[]): string {
  return `M${points.map(([x, y]) => `${f(x)} ${f(y)}`).join('L')}Z`;
}

/** A star with `points` tips: outer radius r, inner radius r * inner. */
export function star(
  cx: number,
  cy: number,
  r: number,
  points: number,
  inner: number,
  rotation = 0,
): string {
  const vertices: Point[] = [];
  for (let i = 0; i < points * 2; i++) {
    const radius = i % 2 === 0 ? r : r * inner;
    vertices.push(polar(cx, cy, radius, rotation + (Math.PI * i) / points - Math.PI / 2));
  }
  return closedPath(vertices);
}

function regular(cx: number, cy: number, r: number, sides: number, rotation = 0): string {
  return closedPath(
    Array.from({ length: sides }, (_, i) => polar(cx, cy, r, rotation + (2 * Math.PI * i) / sides)),
  );
}

/** Eight-pointed stars (khatam) on a square lattice, with small four-pointed stars between. */
function khatamLattice(spacing: number, inner: number): { stars: string; crosses: string } {
  let stars = '';
  let crosses = '';
  for (let y = -spacing; y <= SIZE + spacing; y += spacing) {
    for (let x = -spacing; x <= SIZE + spacing; x += spacing) {
      stars += star(x, y, spacing / 2, 8, inner, Math.PI / 8);
      crosses += star(x + spacing / 2, y + spacing / 2, spacing * 0.22, 4, 0.45);
    }
  }
  return { stars, crosses };
}

/** Twelve-pointed rosettes on a triangular lattice with hexagons between (girih-like). */
function hexLattice(spacing: number): { stars: string; crosses: string } {
  let stars = '';
  let crosses = '';
  const rowHeight = (spacing * Math.sqrt(3)) / 2;
  for (let row = -1; row * rowHeight <= SIZE + spacing; row++) {
    const offset = row % 2 === 0 ? 0 : spacing / 2;
    for (let x = -spacing + offset; x <= SIZE + spacing; x += spacing) {
      const y = row * rowHeight;
      stars += star(x, y, spacing * 0.5, 12, 0.76);
      crosses += regular(x, y, spacing * 0.22, 6, Math.PI / 6);
    }
  }
  return { stars, crosses };
}

function lattice(rng: Random, p: Palette, opacity: number): string {
  const kind = rng.pick(['khatam', 'khatam', 'hex'] as const);
  const spacing = rng.pick([75, 100, 120, 150]);
  const { stars, crosses } =
    kind === 'khatam' ? khatamLattice(spacing, rng.pick([0.54, 0.65, 0.765])) : hexLattice(spacing);
  const rotate = rng.chance(0.35) ? ` transform="rotate(45 ${C} ${C})"` : '';
  const band = spacing / 24;
  return `<g opacity="${opacity}"${rotate}>
<path d="${stars}" fill="${p.accent}" fill-opacity="0.08" stroke="${p.line}" stroke-width="${f(band * 2.2)}" stroke-linejoin="round"/>
<path d="${stars}" fill="none" stroke="${p.bg[0]}" stroke-width="${f(band * 0.8)}" stroke-linejoin="round"/>
<path d="${crosses}" fill="${p.line}" fill-opacity="0.35" stroke="${p.line}" stroke-width="${f(band)}"/>
</g>`;
}

function rosette(rng: Random, p: Palette, cx: number, cy: number, r: number): string {
  const points = rng.pick([8, 10, 12, 16]);
  const ring = Array.from({ length: points }, (_, i) => {
    const [x, y] = polar(cx, cy, r * 1.12, (2 * Math.PI * i) / points);
    return star(x, y, r * 0.12, 8, 0.55, Math.PI / 8);
  }).join('');
  return `<g stroke-linejoin="round">
<circle cx="${cx}" cy="${cy}" r="${f(r * 1.32)}" fill="${p.bg[0]}" fill-opacity="0.35" stroke="${p.line}" stroke-width="3"/>
<circle cx="${cx}" cy="${cy}" r="${f(r * 1.25)}" fill="none" stroke="${p.line}" stroke-width="1.5" stroke-opacity="0.7"/>
<path d="${ring}" fill="${p.line}" fill-opacity="0.8"/>
<path d="${star(cx, cy, r, points, 0.62)}" fill="${p.accent}" fill-opacity="0.18" stroke="${p.line}" stroke-width="4"/>
<path d="${star(cx, cy, r * 0.78, points, 0.55, Math.PI / points)}" fill="none" stroke="${p.accent}" stroke-width="2.5"/>
<path d="${star(cx, cy, r * 0.42, points, 0.72)}" fill="${p.line}" stroke="${p.accent}" stroke-width="2"/>
<circle cx="${cx}" cy="${cy}" r="${f(r * 0.12)}" fill="${p.bg[0]}" stroke="${p.accent}" stroke-width="2"/>
</g>`;
}

/** A pointed (two-centred) arch from the springing line down to the bottom edge. */
function archPath(
  cx: number,
  width: number,
  springY: number,
  bottom: number,
  sharpness: number,
): string {
  const half = width / 2;
  const r = width * sharpness;
  const apex = springY - Math.sqrt(r * r - (r - half) ** 2);
  const x0 = cx - half;
  const x1 = cx + half;
  return `M${f(x0)} ${f(bottom)}L${f(x0)} ${f(springY)}A${f(r)} ${f(r)} 0 0 1 ${f(cx)} ${f(apex)}A${f(r)} ${f(r)} 0 0 1 ${f(x1)} ${f(springY)}L${f(x1)} ${f(bottom)}Z`;
}

function arch(rng: Random, p: Palette, latticeSvg: string): string {
  const width = rng.range(300, 380);
  const spring = rng.range(250, 300);
  const sharp = rng.range(0.62, 0.85);
  const outer = archPath(C, width + 56, spring, SIZE + 10, sharp);
  const inner = archPath(C, width, spring, SIZE + 10, sharp);
  const innermost = archPath(C, width - 36, spring + 6, SIZE + 10, sharp);
  return `<defs><clipPath id="arch"><path d="${inner}"/></clipPath>
<linearGradient id="archFill" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.glow}" stop-opacity="0.5"/><stop offset="1" stop-color="${p.bg[1]}" stop-opacity="0.2"/></linearGradient></defs>
<path d="${outer}" fill="${p.bg[0]}" fill-opacity="0.55" stroke="${p.line}" stroke-width="5"/>
<path d="${inner}" fill="url(#archFill)" stroke="${p.accent}" stroke-width="3"/>
<g clip-path="url(#arch)">${latticeSvg}</g>
<path d="${innermost}" fill="none" stroke="${p.line}" stroke-width="2" stroke-dasharray="2 7" stroke-linecap="round"/>
<path d="${star(C, spring - 20, 34, 8, 0.5, Math.PI / 8)}" fill="${p.line}" stroke="${p.accent}" stroke-width="2"/>`;
}

function crescent(rng: Random, p: Palette): string {
  const r = rng.range(95, 135);
  const cx = rng.range(250, 360);
  const cy = rng.range(170, 250);
  const angle = rng.range(-0.9, 0.3);
  const [mx, my] = polar(cx, cy, r * 0.42, angle);
  const sky = Array.from({ length: rng.int(9, 16) }, () => {
    const x = rng.range(30, 570);
    const y = rng.range(25, 380);
    if (Math.hypot(x - cx, y - cy) < r * 1.4) return '';
    return star(x, y, rng.range(5, 13), rng.pick([4, 8]), 0.42, rng.range(0, 0.5));
  }).join('');
  const dune = (base: number, amp: number, phase: number) =>
    `M0 ${f(base)}C${f(150)} ${f(base - amp * Math.sin(phase))} ${f(350)} ${f(base + amp)} ${SIZE} ${f(base - amp * Math.cos(phase))}L${SIZE} ${SIZE}L0 ${SIZE}Z`;
  return `<defs><mask id="moon"><rect width="${SIZE}" height="${SIZE}" fill="#fff"/><circle cx="${f(mx)}" cy="${f(my)}" r="${f(r * 0.86)}" fill="#000"/></mask>
<radialGradient id="halo"><stop offset="0" stop-color="${p.glow}" stop-opacity="0.45"/><stop offset="1" stop-color="${p.glow}" stop-opacity="0"/></radialGradient></defs>
<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r * 2.2)}" fill="url(#halo)"/>
<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="${p.glow}" mask="url(#moon)"/>
<path d="${sky}" fill="${p.accent}" fill-opacity="0.9"/>
<path d="${dune(470, 40, rng.range(0, 3))}" fill="${p.bg[0]}" fill-opacity="0.55"/>
<path d="${dune(520, 30, rng.range(0, 3))}" fill="${p.bg[0]}" fill-opacity="0.85"/>`;
}

function background(rng: Random, p: Palette): string {
  const angle = rng.range(0, Math.PI * 2);
  const [x1, y1] = polar(0.5, 0.5, 0.5, angle);
  const [x2, y2] = polar(0.5, 0.5, 0.5, angle + Math.PI);
  return `<defs><linearGradient id="bg" x1="${f(x1)}" y1="${f(y1)}" x2="${f(x2)}" y2="${f(y2)}"><stop offset="0" stop-color="${p.bg[0]}"/><stop offset="1" stop-color="${p.bg[1]}"/></linearGradient>
<radialGradient id="vignette" cx="0.5" cy="0.45" r="0.75"><stop offset="0.55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.38"/></radialGradient></defs>
<rect width="${SIZE}" height="${SIZE}" fill="url(#bg)"/>`;
}

const VIGNETTE = `<rect width="${SIZE}" height="${SIZE}" fill="url(#vignette)"/>`;

function svg(size: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${SIZE} ${SIZE}">${body}</svg>`;
}

export function coverSvg(rng: Random, size = SIZE): string {
  const p = rng.pick(PALETTES);
  const layout = rng.pick([
    'lattice',
    'lattice',
    'lattice',
    'rosette',
    'rosette',
    'arch',
    'arch',
    'crescent',
    'crescent',
  ] as const);
  let body = background(rng, p);
  if (layout === 'lattice') {
    body += lattice(rng, p, 0.9);
    if (rng.chance(0.5))
      body += `<circle cx="${C}" cy="${C}" r="120" fill="${p.glow}" fill-opacity="0.12"/>`;
  } else if (layout === 'rosette') {
    body += lattice(rng, p, 0.22) + rosette(rng, p, C, C, rng.range(150, 190));
  } else if (layout === 'arch') {
    body += lattice(rng, p, 0.12) + arch(rng, p, lattice(rng, p, 0.55));
  } else {
    body += lattice(rng, p, 0.08) + crescent(rng, p);
  }
  return svg(size, body + VIGNETTE);
}

/** An interlaced eight-pointed star medallion (two squares, octagon, inner star). */
function khatamMedallion(rng: Random, p: Palette, r: number): string {
  const inner = rng.pick([0.54, 0.765]);
  return `<g stroke-linejoin="round">
<circle cx="${C}" cy="${C}" r="${f(r * 1.18)}" fill="${p.bg[0]}" fill-opacity="0.4" stroke="${p.line}" stroke-width="3"/>
<path d="${star(C, C, r, 8, inner, Math.PI / 8)}" fill="${p.line}" fill-opacity="0.9"/>
<path d="${star(C, C, r * 0.86, 8, inner, Math.PI / 8)}" fill="${p.bg[1]}" stroke="${p.accent}" stroke-width="2"/>
<path d="${regular(C, C, r * 0.5, 8, Math.PI / 8)}" fill="none" stroke="${p.line}" stroke-width="3"/>
<path d="${star(C, C, r * 0.38, 8, 0.6)}" fill="${p.accent}"/>
<circle cx="${C}" cy="${C}" r="${f(r * 0.09)}" fill="${p.bg[0]}"/>
</g>`;
}

/** Avatars: a medallion centred in the inscribed circle, so a round crop loses nothing. */
export function avatarSvg(rng: Random, size = 400): string {
  const p = rng.pick(PALETTES);
  const medallion = rng.chance(0.5)
    ? rosette(rng, p, C, C, rng.range(135, 160))
    : khatamMedallion(rng, p, rng.range(170, 200));
  return svg(size, background(rng, p) + lattice(rng, p, 0.25) + medallion + VIGNETTE);
}
