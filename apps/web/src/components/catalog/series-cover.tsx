import { BookAudio } from 'lucide-react';

import { CoverImage } from '../ui/cover-image';

/** A series' cover (that of its first episode with one), or a patterned placeholder. */
export function SeriesCover({ src, className }: { src: string | null; className?: string }) {
  return (
    <CoverImage
      src={src}
      icon={BookAudio}
      placeholderClassName="bg-gradient-to-br from-hero-from to-hero-to text-gold"
      className={className}
    />
  );
}
