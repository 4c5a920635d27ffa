import { useTranslation } from 'react-i18next';

import { PageHeader } from '../../components/ui/page-header';

/** Content review queue (spec 001 §2). */
export function ModerationPage() {
  const { t } = useTranslation();
  return <PageHeader title={t('pages.moderation')} />;
}
