import { useTranslation } from 'react-i18next';

import { PageHeader } from '../../components/ui/page-header';

/** Track upload (spec 001 §2). */
export function UploadPage() {
  const { t } = useTranslation();
  return <PageHeader title={t('pages.upload')} />;
}
