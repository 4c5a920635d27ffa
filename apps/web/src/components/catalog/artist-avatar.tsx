import { clsx } from 'clsx';
import { useState } from 'react';

interface ArtistAvatarProps {
  name: string;
  src: string | null;
  className?: string;
}

function initials(name: string): string {
  const letters = name
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => Array.from(word)[0] ?? '');
  return letters.length > 1 ? `${letters[0]}${letters.at(-1)}` : (letters[0] ?? '');
}

/** An artist's round picture, or their initials on a tinted disc. Decorative: the name is beside it. */
export function ArtistAvatar({ name, src, className }: ArtistAvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = src !== null && src !== failedSrc;
  return (
    <div
      aria-hidden
      className={clsx(
        'flex shrink-0 items-center justify-center overflow-hidden rounded-full bg-gradient-to-br from-primary/25 to-gold/30 font-display font-semibold text-primary uppercase',
        className,
      )}
    >
      {showImage ? (
        <img
          src={src}
          alt=""
          loading="lazy"
          decoding="async"
          onError={() => setFailedSrc(src)}
          className="size-full object-cover"
        />
      ) : (
        <span className="text-[length:inherit]">{initials(name)}</span>
      )}
    </div>
  );
}
