import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { PageHeader } from '../../components/ui/page-header';

/** Search (spec 001 §2); the query arrives as ?q=. Results come with the search issue. */
export function SearchPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const query = params.get('q')?.trim() ?? '';
  return <PageHeader title={t('pages.search')} description={query ? `“${query}”` : undefined} />;
}
