import type { ArtistSummary } from '@sada/contracts/catalog';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { useFormat } from '../../lib/i18n/format';
import { ArtistAvatar } from './artist-avatar';
import { VerifiedIcon } from './verified-badge';

/** Round picture, name and monthly listeners; the whole card opens the artist page. */
export function ArtistCard({ artist }: { artist: ArtistSummary }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <Link
      to={`/artist/${artist.id}`}
      className="group flex min-w-0 flex-col items-center gap-3 rounded-2xl bg-card p-4 text-center shadow-sm ring-1 ring-border/70 transition-colors hover:bg-muted/60"
    >
      <ArtistAvatar
        name={artist.name}
        src={artist.avatarUrl}
        className="aspect-square w-full max-w-36 text-3xl shadow-md"
      />
      <div className="w-full min-w-0">
        <p className="flex items-center justify-center gap-1 text-sm font-semibold">
          <span dir="auto" className="truncate group-hover:underline">
            {artist.name}
          </span>
          {artist.verified ? <VerifiedIcon /> : null}
        </p>
        <p className="truncate text-xs text-muted-foreground">
          {t('catalog.monthlyListeners', format.counted(artist.monthlyListeners))}
        </p>
      </div>
    </Link>
  );
}
