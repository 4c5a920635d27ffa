import type { ArtistDetail } from '@sada/contracts/catalog';
import { Check, UserPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';

import { Button } from '../../components/ui/button';
import { useSession } from '../../lib/session/use-session';
import { useToggleFollow } from './api/follow-artist';

/** Follow / Following; signed out it asks to sign in. */
export function FollowButton({ artist }: { artist: ArtistDetail }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const toggle = useToggleFollow(artist.id);
  const following = user !== null && artist.following;

  const handleClick = () => {
    if (!user) {
      toast.error(t('tracks.signInTitle'), { description: t('artist.signInToFollow') });
      return;
    }
    toggle.mutate(!following);
  };

  return (
    <Button variant={following ? 'secondary' : 'outline'} size="lg" onClick={handleClick}>
      {following ? <Check aria-hidden /> : <UserPlus aria-hidden />}
      {following ? t('artist.following') : t('artist.follow')}
    </Button>
  );
}
