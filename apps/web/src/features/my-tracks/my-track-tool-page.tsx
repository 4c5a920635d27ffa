import { ChevronLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';

import { PageHeader } from '../../components/ui/page-header';
import { PageLoader } from '../../components/ui/page-loader';
import { SignInRequired } from '../../components/ui/sign-in-required';
import { useSession } from '../../lib/session/use-session';

interface MyTrackToolPageProps {
  /** The page's title and what a signed-out visitor is told, for when there is no editor. */
  title: string;
  signedOut: string;
  /** The editor of the track in the address, for a signed-in artist. */
  children: (trackId: string) => ReactNode;
}

/**
 * A page of /my-tracks/:trackId/… (text, chapters): the way back to My tracks, then the editor
 * for a signed-in artist, or a sign-in prompt.
 */
export function MyTrackToolPage({ title, signedOut, children }: MyTrackToolPageProps) {
  const { t } = useTranslation();
  const { user, isPending } = useSession();
  const { trackId = '' } = useParams();

  if (isPending) return <PageLoader />;
  return (
    <div className="mx-auto max-w-4xl">
      <Link
        to="/my-tracks"
        className="mb-3 inline-flex items-center gap-1 rounded-md text-sm font-semibold text-muted-foreground hover:text-foreground focus-visible:ring-3 focus-visible:ring-ring/40 focus-visible:outline-none"
      >
        <ChevronLeft aria-hidden className="size-4 rtl:rotate-180" />
        {t('myTracks.title')}
      </Link>
      {user ? (
        children(trackId)
      ) : (
        <>
          <PageHeader title={title} />
          <SignInRequired message={signedOut} />
        </>
      )}
    </div>
  );
}
