import { useSession } from '../../lib/session/use-session';
import { ArtistsSection } from './artists-section';
import { CtaSection } from './cta-section';
import { FeaturesGrid } from './features-grid';
import { HeroSection } from './hero-section';
import { ValueCards } from './value-cards';

/** The landing page. Signed-in visitors are redirected by the route guard. */
export function LandingPage() {
  const { user } = useSession();
  const signedIn = user !== null;
  return (
    <>
      <HeroSection signedIn={signedIn} />
      <ValueCards />
      <FeaturesGrid />
      <ArtistsSection />
      <CtaSection signedIn={signedIn} />
    </>
  );
}
