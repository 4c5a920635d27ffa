import { useTranslation } from 'react-i18next';

import { PageHeader } from '../../components/ui/page-header';

/** The signed-in user's profile (spec 001 §2). */
export function ProfilePage() {
  const { t } = useTranslation();
  return <PageHeader title={t('pages.profile')} />;
}
