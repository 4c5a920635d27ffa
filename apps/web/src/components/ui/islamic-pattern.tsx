import { clsx } from 'clsx';
import { useId } from 'react';

/** Outline of an n-pointed star centred on (cx, cy), alternating outer and inner radii. */
export function starPath(cx: number, cy: number, outer: number, inner: number, points = 8): string {
  const steps = points * 2;
  const commands: string[] = [];
  for (let i = 0; i < steps; i += 1) {
    const radius = i % 2 === 0 ? outer : inner;
    const angle = (Math.PI * i) / points - Math.PI / 2;
    const x = (cx + radius * Math.cos(angle)).toFixed(2);
    const y = (cy + radius * Math.sin(angle)).toFixed(2);
    commands.push(`${i === 0 ? 'M' : 'L'}${x} ${y}`);
  }
  return `${commands.join(' ')} Z`;
}

// The inner radius at which an eight-pointed star is two overlapping squares (Rub el Hizb).
const RUB_EL_HIZB_RATIO = Math.cos(Math.PI / 4) / Math.cos(Math.PI / 8);

const TILE = 56;
const tileStars = [
  [TILE / 2, TILE / 2],
  [0, 0],
  [TILE, 0],
  [0, TILE],
  [TILE, TILE],
] as const;
const tileDiamonds = [
  [TILE / 2, 0],
  [0, TILE / 2],
  [TILE, TILE / 2],
  [TILE / 2, TILE],
] as const;

interface StarPatternProps {
  className?: string;
  strokeWidth?: number;
}

/**
 * A repeating lattice of eight-pointed stars and diamonds, drawn in currentColor. Decorative:
 * place it absolutely inside a relatively positioned parent and set the colour and opacity.
 */
export function StarPattern({ className, strokeWidth = 1 }: StarPatternProps) {
  const id = `star-pattern-${useId().replace(/[^\w-]/g, '')}`;
  const outer = 17;
  return (
    <svg
      aria-hidden
      focusable="false"
      className={clsx('pointer-events-none absolute inset-0 size-full', className)}
    >
      <defs>
        <pattern id={id} width={TILE} height={TILE} patternUnits="userSpaceOnUse">
          <g fill="none" stroke="currentColor" strokeWidth={strokeWidth} strokeLinejoin="round">
            {tileStars.map(([x, y]) => (
              <path key={`s${x}-${y}`} d={starPath(x, y, outer, outer * RUB_EL_HIZB_RATIO)} />
            ))}
            {tileStars.map(([x, y]) => (
              <circle key={`c${x}-${y}`} cx={x} cy={y} r={5} />
            ))}
            {tileDiamonds.map(([x, y]) => (
              <path key={`d${x}-${y}`} d={starPath(x, y, 6, 6 * Math.SQRT1_2, 2)} />
            ))}
          </g>
        </pattern>
      </defs>
      <rect width="100%" height="100%" fill={`url(#${id})`} />
    </svg>
  );
}

interface StarEmblemProps {
  className?: string;
  /** Number of nested stars, each smaller and rotated. */
  rings?: number;
  /** Fill a small star in the middle (off when text sits on top). */
  filledCenter?: boolean;
}

/** A Rub el Hizb emblem with nested stars and circles; scales with its box. Decorative. */
export function StarEmblem({ className, rings = 3, filledCenter = true }: StarEmblemProps) {
  const layers = Array.from({ length: rings }, (_, index) => 96 - index * 22);
  return (
    <svg
      aria-hidden
      focusable="false"
      viewBox="0 0 200 200"
      className={clsx('pointer-events-none', className)}
      fill="none"
      stroke="currentColor"
      strokeLinejoin="round"
    >
      <circle cx={100} cy={100} r={98} strokeWidth={0.75} opacity={0.5} />
      {layers.map((outer, index) => (
        <g
          key={outer}
          transform={`rotate(${index * 22.5} 100 100)`}
          strokeWidth={index === 0 ? 1.5 : 1}
        >
          <path d={starPath(100, 100, outer, outer * RUB_EL_HIZB_RATIO)} />
          <circle cx={100} cy={100} r={outer * RUB_EL_HIZB_RATIO * 0.92} opacity={0.6} />
        </g>
      ))}
      {filledCenter ? (
        <path
          d={starPath(100, 100, 18, 18 * RUB_EL_HIZB_RATIO)}
          fill="currentColor"
          opacity={0.9}
        />
      ) : null}
    </svg>
  );
}
