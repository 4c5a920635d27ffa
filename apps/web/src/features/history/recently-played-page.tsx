import { useTranslation } from 'react-i18next';

import { PageHeader } from '../../components/ui/page-header';

/** Listening history (spec 001 §2). */
export function RecentlyPlayedPage() {
  const { t } = useTranslation();
  return <PageHeader title={t('pages.recentlyPlayed')} />;
}
