import { useTranslation } from 'react-i18next';

import { PageHeader } from '../../components/ui/page-header';

/** Settings (spec 001 §2). */
export function SettingsPage() {
  const { t } = useTranslation();
  return <PageHeader title={t('pages.settings')} />;
}
