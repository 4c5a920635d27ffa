import type { Genre } from '@sada/contracts/catalog';
import { clsx } from 'clsx';
import { Link } from 'react-router';

import { StarEmblem } from '../ui/islamic-pattern';

const fallbackColor = '#0f766e';

/** A coloured tile that opens the genre page. */
export function GenreTile({ genre, className }: { genre: Genre; className?: string }) {
  return (
    <Link
      to={`/genre/${genre.slug}`}
      style={{ backgroundColor: genre.color ?? fallbackColor }}
      className={clsx(
        'group relative flex aspect-[16/9] min-w-0 items-start overflow-hidden rounded-2xl p-4 text-white shadow-sm transition-[filter] hover:brightness-110',
        className,
      )}
    >
      <span className="relative z-10 font-display text-lg leading-tight font-semibold text-balance">
        {genre.name}
      </span>
      <StarEmblem className="absolute -end-6 -bottom-8 size-28 text-white/25 transition-transform duration-300 group-hover:rotate-12" />
    </Link>
  );
}
