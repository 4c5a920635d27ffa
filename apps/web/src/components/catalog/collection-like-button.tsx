import { clsx } from 'clsx';
import { Heart } from 'lucide-react';
import { toast } from 'sonner';

import { useFormat } from '../../lib/i18n/format';
import { useSession } from '../../lib/session/use-session';
import { Button } from '../ui/button';

interface CollectionLikeButtonProps {
  liked: boolean;
  likeCount: number;
  /** What the button does, for screen readers ('Like album'). */
  label: string;
  /** Shown to a visitor who presses it. */
  signInMessage: string;
  onToggle: (like: boolean) => void;
  testId: string;
}

/** The like button of an album or playlist page, with its count; a visitor is asked to sign in. */
export function CollectionLikeButton({
  liked: likedByViewer,
  likeCount,
  label,
  signInMessage,
  onToggle,
  testId,
}: CollectionLikeButtonProps) {
  const format = useFormat();
  const { user } = useSession();
  const liked = user !== null && likedByViewer;

  const handleClick = () => {
    if (!user) {
      toast.error(signInMessage);
      return;
    }
    onToggle(!liked);
  };

  return (
    <Button
      variant="outline"
      size="lg"
      aria-pressed={liked}
      onClick={handleClick}
      className={clsx(liked && 'text-primary')}
    >
      <Heart aria-hidden className={clsx(liked && 'fill-current')} />
      <span className="sr-only">{label}</span>
      <span data-testid={testId} className="tabular-nums">
        {format.count(likeCount)}
      </span>
    </Button>
  );
}
