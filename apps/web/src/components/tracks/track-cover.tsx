import { clsx } from 'clsx';
import { Music } from 'lucide-react';
import { useState } from 'react';

interface TrackCoverProps {
  src: string | null;
  className?: string;
}

/** A track's cover art, or a quiet placeholder when it has none (decorative: the title is beside it). */
export function TrackCover({ src, className }: TrackCoverProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = src !== null && src !== failedSrc;
  return (
    <div
      className={clsx(
        'relative flex shrink-0 items-center justify-center overflow-hidden bg-muted text-muted-foreground',
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
        <Music aria-hidden className="size-2/5" />
      )}
    </div>
  );
}
