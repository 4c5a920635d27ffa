import { useTranslation } from 'react-i18next';

import { PageHeader } from '../../components/ui/page-header';

/** One album (spec 001 §2); reads :id. */
export function AlbumPage() {
  const { t } = useTranslation();
  return <PageHeader title={t('pages.album')} />;
}
