import { clsx } from 'clsx';
import { ListMusic } from 'lucide-react';
import { useState } from 'react';

interface PlaylistCoverProps {
  src: string | null;
  className?: string;
}

/** A playlist's cover, or a patterned placeholder. Decorative: the name is beside it. */
export function PlaylistCover({ src, className }: PlaylistCoverProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = src !== null && src !== failedSrc;
  return (
    <div
      className={clsx(
        'relative flex shrink-0 items-center justify-center overflow-hidden bg-gradient-to-br from-hero-from to-hero-to text-gold',
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
        <ListMusic aria-hidden className="size-2/5" />
      )}
    </div>
  );
}
