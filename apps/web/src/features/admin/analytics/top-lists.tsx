import type { AdminAnalytics } from '@sada/contracts/admin-console';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { TrackStatusBadge } from '../../../components/uploads/track-status-badge';
import { useFormat } from '../../../lib/i18n/format';

const head = 'pb-2 text-xs font-medium text-muted-foreground';
const cell = 'border-t border-border py-2.5 align-top';
const link = 'font-semibold text-interface-start hover:underline';

interface RankedTableProps<T> {
  caption: string;
  rows: T[];
  /** The header of the column that names each row. */
  nameHeader: string;
  name: (row: T) => ReactNode;
  /** The figure columns, each with its header. */
  figures: { header: string; valueOf: (row: T) => number }[];
}

/** A ranked table: place, what it is, and its figures; a quiet line when nothing was played. */
function RankedTable<T extends { id: string }>({
  caption,
  rows,
  nameHeader,
  name,
  figures,
}: RankedTableProps<T>) {
  const { t } = useTranslation();
  const format = useFormat();
  if (rows.length === 0) {
    return <p className="text-sm text-muted-foreground">{t('adminAnalytics.noStreams')}</p>;
  }
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr>
          <th scope="col" className={`${head} w-8 text-start`}>
            {t('adminAnalytics.rank')}
          </th>
          <th scope="col" className={`${head} text-start`}>
            {nameHeader}
          </th>
          {figures.map((figure) => (
            <th key={figure.header} scope="col" className={`${head} text-end`}>
              {figure.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => (
          <tr key={row.id}>
            <td className={`${cell} text-muted-foreground tabular-nums`}>
              {format.number(index + 1)}
            </td>
            <th scope="row" className={`${cell} text-start font-normal`}>
              {name(row)}
            </th>
            {figures.map((figure) => (
              <td key={figure.header} className={`${cell} text-end tabular-nums`}>
                {format.number(figure.valueOf(row))}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

type TopTrack = AdminAnalytics['topTracks'][number];
type TopArtist = AdminAnalytics['topArtists'][number];

/** The tracks streamed most in the period, with their artists. */
export function TopTracks({ tracks }: { tracks: TopTrack[] }) {
  const { t } = useTranslation();
  return (
    <RankedTable
      caption={t('adminAnalytics.topTracks')}
      rows={tracks}
      nameHeader={t('adminAnalytics.track')}
      name={(track) => (
        <>
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
        </>
      )}
      figures={[{ header: t('adminAnalytics.streams'), valueOf: (track) => track.streams }]}
    />
  );
}

/** The artists streamed most in the period, with how many people listened. */
export function TopArtists({ artists }: { artists: TopArtist[] }) {
  const { t } = useTranslation();
  return (
    <RankedTable
      caption={t('adminAnalytics.topArtists')}
      rows={artists}
      nameHeader={t('adminAnalytics.artist')}
      name={(artist) => (
        <Link to={`/artist/${artist.id}`} dir="auto" className={link}>
          {artist.name}
        </Link>
      )}
      figures={[
        { header: t('adminAnalytics.streams'), valueOf: (artist) => artist.streams },
        { header: t('adminAnalytics.listeners'), valueOf: (artist) => artist.listeners },
      ]}
    />
  );
}
