import { useTranslation } from 'react-i18next';

import { PageHeader } from '../../components/ui/page-header';
import { useSession } from '../../lib/session/use-session';

/** The role dashboard (spec 001 §2). Listeners and visitors are redirected by the route guard. */
export function DashboardPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  if (!user || user.role === 'listener') return null;

  return (
    <div>
      <PageHeader
        title={t(`dashboard.title.${user.role}`)}
        description={t('dashboard.welcome', { name: user.displayName ?? user.email })}
      />
      <p>
        <span className="inline-block rounded-full bg-gold/15 px-3 py-1 text-xs font-semibold text-gold-text">
          {t(`roles.${user.role}`)}
        </span>
      </p>
    </div>
  );
}
