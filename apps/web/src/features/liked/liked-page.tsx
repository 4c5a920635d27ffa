import { useTranslation } from 'react-i18next';

import { PageHeader } from '../../components/ui/page-header';

/** Liked songs (spec 001 §2). */
export function LikedPage() {
  const { t } = useTranslation();
  return <PageHeader title={t('pages.liked')} />;
}
