import { useTranslation } from 'react-i18next';

import { PageHeader } from '../../components/ui/page-header';

/** One track (spec 001 §2); reads :id. */
export function TrackPage() {
  const { t } = useTranslation();
  return <PageHeader title={t('pages.track')} />;
}
