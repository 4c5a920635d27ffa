import { Music } from 'lucide-react';

import { CoverImage } from './cover-image';

/** A track's cover art, or a quiet placeholder when it has none. */
export function TrackCover({ src, className }: { src: string | null; className?: string }) {
  return (
    <CoverImage
      src={src}
      icon={Music}
      placeholderClassName="bg-muted text-muted-foreground"
      className={className}
    />
  );
}
