import { useTranslation } from 'react-i18next';

import { PageHeader } from '../../components/ui/page-header';

/** All artists (spec 001 §2). */
export function AllArtistsPage() {
  const { t } = useTranslation();
  return <PageHeader title={t('pages.allArtists')} />;
}
