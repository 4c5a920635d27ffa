import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';

import { PageHeader } from '../../components/ui/page-header';
import { genreTitleFromSlug } from './genre-slug';

/** One genre (spec 001 §2); reads :slug. Names and the not-found screen come from the genres API. */
export function GenrePage() {
  const { t } = useTranslation();
  const { slug = '' } = useParams();
  return <PageHeader eyebrow={t('pages.genre')} title={genreTitleFromSlug(slug)} />;
}
