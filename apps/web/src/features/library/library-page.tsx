import { useTranslation } from 'react-i18next';

import { PageHeader } from '../../components/ui/page-header';

/** Liked songs, playlists, recently played and albums (spec 000 §2 Library). */
export function LibraryPage() {
  const { t } = useTranslation();
  return <PageHeader title={t('pages.library')} />;
}
