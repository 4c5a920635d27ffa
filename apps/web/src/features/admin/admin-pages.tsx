import { useTranslation } from 'react-i18next';

import { PageHeader } from '../../components/ui/page-header';

// The admin area (spec 001 §2, linked from the admin dashboard). Admins only, by the route guard.

export function AdminAnalyticsPage() {
  const { t } = useTranslation();
  return <PageHeader title={t('admin.analytics')} />;
}

export function AdminUsersPage() {
  const { t } = useTranslation();
  return <PageHeader title={t('admin.users')} />;
}

export function AdminContentPage() {
  const { t } = useTranslation();
  return <PageHeader title={t('admin.content')} />;
}

export function AdminSystemPage() {
  const { t } = useTranslation();
  return <PageHeader title={t('admin.system')} />;
}

export function AdminDatabasePage() {
  const { t } = useTranslation();
  return <PageHeader title={t('admin.database')} />;
}

export function AdminSettingsPage() {
  const { t } = useTranslation();
  return <PageHeader title={t('admin.settings')} />;
}
