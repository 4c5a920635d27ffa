import { ListMusic } from 'lucide-react';

import { CoverImage } from '../ui/cover-image';

/** A playlist's (or album's) cover, or a patterned placeholder. */
export function PlaylistCover({ src, className }: { src: string | null; className?: string }) {
  return (
    <CoverImage
      src={src}
      icon={ListMusic}
      placeholderClassName="bg-gradient-to-br from-hero-from to-hero-to text-gold"
      className={className}
    />
  );
}
