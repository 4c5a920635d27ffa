import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { PageHeader } from '../../components/ui/page-header';
import { artistDashboardKey } from '../../components/uploads/api/artist-dashboard';
import { useProcessingEvents } from '../../components/uploads/use-processing-events';
import { useSession } from '../../lib/session/use-session';
import { AdminDashboard } from './admin-dashboard';
import { ArtistDashboard } from './artist-dashboard';
import { LabelDashboard } from './label-dashboard';

/** The role dashboard. Listeners and visitors are redirected by the route guard. */
export function DashboardPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  if (!user || user.role === 'listener') return null;

  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader
        title={t(`dashboard.title.${user.role}`)}
        description={t(user.firstVisit ? 'dashboard.welcomeFirstVisit' : 'dashboard.welcome', {
          name: user.displayName || user.email,
        })}
      />
      <p className="-mt-5 mb-8">
        <span className="inline-block rounded-full bg-gold/15 px-3 py-1 text-xs font-semibold text-gold-text">
          {t(`roles.${user.role}`)}
        </span>
      </p>
      {user.role === 'artist' ? <LiveArtistDashboard /> : null}
      {user.role === 'label' ? <LabelDashboard /> : null}
      {user.role === 'admin' ? <AdminDashboard /> : null}
    </div>
  );
}

/** The artist's figures, read again whenever one of their uploads moves on. */
function LiveArtistDashboard() {
  const queryClient = useQueryClient();
  useProcessingEvents(() => {
    void queryClient.invalidateQueries({ queryKey: artistDashboardKey });
  });
  return <ArtistDashboard />;
}
