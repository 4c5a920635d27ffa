import { useTranslation } from 'react-i18next';

import { PageHeader } from '../../components/ui/page-header';

/** All public playlists (spec 001 §2). */
export function AllPlaylistsPage() {
  const { t } = useTranslation();
  return <PageHeader title={t('pages.allPlaylists')} />;
}
