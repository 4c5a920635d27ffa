import type { SeriesDetail } from '@sada/contracts/series';
import { BellPlus, Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';

import { Button } from '../../components/ui/button';
import { useSession } from '../../lib/session/use-session';
import { useToggleSeriesFollow } from './api/series';

/** Follow / Following (to hear of new episodes); signed out it asks to sign in. */
export function FollowSeriesButton({ series }: { series: SeriesDetail }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const toggle = useToggleSeriesFollow(series.id);
  const following = user !== null && series.following;

  const handleClick = () => {
    if (!user) {
      toast.error(t('tracks.signInTitle'), { description: t('series.signInToFollow') });
      return;
    }
    toggle.mutate(!following);
  };

  return (
    <Button variant={following ? 'secondary' : 'outline'} size="lg" onClick={handleClick}>
      {following ? <Check aria-hidden /> : <BellPlus aria-hidden />}
      {following ? t('series.following') : t('series.follow')}
    </Button>
  );
}
