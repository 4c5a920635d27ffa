import { useTranslation } from 'react-i18next';

import { PageHeader } from '../../components/ui/page-header';

/** One playlist (spec 001 §2); reads :id. */
export function PlaylistPage() {
  const { t } = useTranslation();
  return <PageHeader title={t('pages.playlist')} />;
}
