import type { SeriesSummary } from '@sada/contracts/series';
import { Ellipsis, ExternalLink, ListOrdered, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';

import { mySeriesEpisodesPath, seriesPath } from '../../components/catalog/api/series';
import { SeriesCover } from '../../components/catalog/series-cover';
import { ButtonLink } from '../../components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../components/ui/dropdown-menu';
import { useFormat } from '../../lib/i18n/format';
import { DeleteSeriesDialog } from './delete-series-dialog';
import { SeriesFormDialog } from './series-form-dialog';
import { SeriesReviewStatus } from './series-review-status';

type Dialog = 'edit' | 'delete' | null;

/** One of the artist's series: cover, title, details, where it stands in review, its episodes and a menu. */
export function MySeriesRow({ series }: { series: SeriesSummary }) {
  const { t } = useTranslation();
  const format = useFormat();
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = (open: boolean) => {
    if (!open) setDialog(null);
  };
  const details = [
    t(`series.kinds.${series.kind}`),
    t(`series.orderings.${series.ordering}`),
    t(`catalog.languages.${series.language}`),
  ].join(` ${format.separator} `);
  const counts = [
    t('series.episodeCount', format.counted(series.episodeCount)),
    t('series.followers', format.counted(series.followerCount)),
  ].join(` ${format.separator} `);

  return (
    <li className="flex flex-wrap items-center gap-4 rounded-2xl bg-card p-3 shadow-sm ring-1 ring-border/70 sm:flex-nowrap">
      <SeriesCover src={series.coverUrl} className="size-16 rounded-xl sm:size-20" />
      <div className="min-w-0 flex-1">
        <h2 dir="auto" className="truncate font-semibold text-interface-start">
          <Link to={seriesPath(series.id)} className="hover:underline">
            {series.title}
          </Link>
        </h2>
        <p className="truncate text-sm text-muted-foreground">{details}</p>
        <p className="truncate text-xs text-muted-foreground">{counts}</p>
        <SeriesReviewStatus review={series.review} />
      </div>
      <div className="flex w-full items-center justify-end gap-2 sm:w-auto">
        <ButtonLink to={mySeriesEpisodesPath(series.id)} variant="outline" size="sm">
          <ListOrdered aria-hidden />
          {t('series.mine.episodes')}
        </ButtonLink>
        <DropdownMenu>
          <DropdownMenuTrigger
            aria-label={t('series.mine.actions', { title: series.title })}
            className="flex size-9 items-center justify-center rounded-full text-muted-foreground hover:bg-muted hover:text-foreground data-[state=open]:bg-muted"
          >
            <Ellipsis aria-hidden className="size-[1.15rem]" />
          </DropdownMenuTrigger>
          <DropdownMenuContent>
            <DropdownMenuItem onSelect={() => void navigate(seriesPath(series.id))}>
              <ExternalLink aria-hidden />
              {t('series.mine.view')}
            </DropdownMenuItem>
            <DropdownMenuItem onSelect={() => setDialog('edit')}>
              <Pencil aria-hidden />
              {t('series.mine.edit')}
            </DropdownMenuItem>
            <DropdownMenuSeparator />
            <DropdownMenuItem
              onSelect={() => setDialog('delete')}
              className="text-destructive [&_svg]:text-destructive!"
            >
              <Trash2 aria-hidden />
              {t('series.mine.delete')}
            </DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
      </div>
      {dialog === 'edit' ? <SeriesFormDialog series={series} onOpenChange={close} /> : null}
      {dialog === 'delete' ? <DeleteSeriesDialog series={series} onOpenChange={close} /> : null}
    </li>
  );
}
