import { useTranslation } from 'react-i18next';

import { PageHeader } from '../../components/ui/page-header';

/** Welcome dashboard (spec 000 §2 Home). */
export function HomePage() {
  const { t } = useTranslation();
  return <PageHeader title={t('pages.home')} />;
}
