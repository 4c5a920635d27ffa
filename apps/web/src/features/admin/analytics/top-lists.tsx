import type { AdminAnalytics } from '@sada/contracts/admin-console';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { TrackStatusBadge } from '../../../components/uploads/track-status-badge';
import { useFormat } from '../../../lib/i18n/format';

const head = 'pb-2 text-xs font-medium text-muted-foreground';
const cell = 'border-t border-border py-2.5 align-top';
const link = 'font-semibold text-interface-start hover:underline';

/** The tracks streamed most in the period, with their artists. */
export function TopTracks({ tracks }: { tracks: AdminAnalytics['topTracks'] }) {
  const { t } = useTranslation();
  const format = useFormat();
  if (tracks.length === 0) {
    return <p className="text-sm text-muted-foreground">{t('adminAnalytics.noStreams')}</p>;
  }
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">{t('adminAnalytics.topTracks')}</caption>
      <thead>
        <tr>
          <th scope="col" className={`${head} w-8 text-start`}>
            {t('adminAnalytics.rank')}
          </th>
          <th scope="col" className={`${head} text-start`}>
            {t('adminAnalytics.track')}
          </th>
          <th scope="col" className={`${head} text-end`}>
            {t('adminAnalytics.streams')}
          </th>
        </tr>
      </thead>
      <tbody>
        {tracks.map((track, index) => (
          <tr key={track.id}>
            <td className={`${cell} text-muted-foreground tabular-nums`}>
              {format.number(index + 1)}
            </td>
            <th scope="row" className={`${cell} text-start font-normal`}>
              <Link to={`/track/${track.id}`} dir="auto" className={link}>
                {track.title}
              </Link>
              {track.status === 'live' ? null : (
                <TrackStatusBadge status={track.status} className="ms-2 align-middle" />
              )}
              <Link
                to={`/artist/${track.artist.id}`}
                dir="auto"
                className="block text-xs text-muted-foreground text-interface-start hover:underline"
              >
                {track.artist.name}
              </Link>
            </th>
            <td className={`${cell} text-end tabular-nums`}>{format.number(track.streams)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The artists streamed most in the period, with how many people listened. */
export function TopArtists({ artists }: { artists: AdminAnalytics['topArtists'] }) {
  const { t } = useTranslation();
  const format = useFormat();
  if (artists.length === 0) {
    return <p className="text-sm text-muted-foreground">{t('adminAnalytics.noStreams')}</p>;
  }
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">{t('adminAnalytics.topArtists')}</caption>
      <thead>
        <tr>
          <th scope="col" className={`${head} w-8 text-start`}>
            {t('adminAnalytics.rank')}
          </th>
          <th scope="col" className={`${head} text-start`}>
            {t('adminAnalytics.artist')}
          </th>
          <th scope="col" className={`${head} text-end`}>
            {t('adminAnalytics.streams')}
          </th>
          <th scope="col" className={`${head} text-end`}>
            {t('adminAnalytics.listeners')}
          </th>
        </tr>
      </thead>
      <tbody>
        {artists.map((artist, index) => (
          <tr key={artist.id}>
            <td className={`${cell} text-muted-foreground tabular-nums`}>
              {format.number(index + 1)}
            </td>
            <th scope="row" className={`${cell} text-start font-normal`}>
              <Link to={`/artist/${artist.id}`} dir="auto" className={link}>
                {artist.name}
              </Link>
            </th>
            <td className={`${cell} text-end tabular-nums`}>{format.number(artist.streams)}</td>
            <td className={`${cell} text-end tabular-nums`}>{format.number(artist.listeners)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
