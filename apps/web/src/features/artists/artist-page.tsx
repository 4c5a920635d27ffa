import { useTranslation } from 'react-i18next';

import { PageHeader } from '../../components/ui/page-header';

/** One artist (spec 001 §2); reads :id. */
export function ArtistPage() {
  const { t } = useTranslation();
  return <PageHeader title={t('pages.artist')} />;
}
