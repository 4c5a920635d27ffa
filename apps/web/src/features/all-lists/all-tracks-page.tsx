import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { PageHeader } from '../../components/ui/page-header';
import { parseTrackCategory } from './track-category';

/** All tracks (spec 001 §2): ?category=recent|popular|liked and an optional ?genre=. */
export function AllTracksPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const category = parseTrackCategory(params.get('category'));
  return <PageHeader title={t(`pages.allTracks.${category}`)} />;
}
