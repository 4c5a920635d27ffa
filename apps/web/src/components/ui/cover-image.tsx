import { clsx } from 'clsx';
import type { LucideIcon } from 'lucide-react';
import { useState } from 'react';

interface CoverImageProps {
  src: string | null;
  /** Shown, on the placeholder background, when there is no picture or it fails to load. */
  icon: LucideIcon;
  placeholderClassName: string;
  className?: string;
}

/** A square-ish picture of an item, or a placeholder. Decorative: the item's name is beside it. */
export function CoverImage({ src, icon: Icon, placeholderClassName, className }: CoverImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = src !== null && src !== failedSrc;
  return (
    <div
      className={clsx(
        'relative flex shrink-0 items-center justify-center overflow-hidden',
        placeholderClassName,
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
        <Icon aria-hidden className="size-2/5" />
      )}
    </div>
  );
}
