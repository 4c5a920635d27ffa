import type { SeriesSummary } from '@sada/contracts/series';
import { LibraryBig } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { SeriesCardGrid } from '../../components/catalog/series-card';
import { EmptyState } from '../../components/ui/state-message';
import { TabBody, type TabList } from './library-sections';

/** The series the listener follows, as cards. */
export function SeriesTab({ list }: { list: TabList<SeriesSummary> }) {
  const { t } = useTranslation();
  return (
    <TabBody
      list={list}
      loading="cards"
      errorMessage={t('series.library.loadError')}
      empty={
        <EmptyState
          icon={LibraryBig}
          title={t('series.library.empty')}
          description={t('series.library.emptyHint')}
        />
      }
    >
      {(series) => <SeriesCardGrid series={series} />}
    </TabBody>
  );
}
