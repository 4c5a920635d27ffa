import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { ButtonLink } from '../../components/ui/button';
import { StarEmblem } from '../../components/ui/islamic-pattern';

interface CtaSectionProps {
  signedIn: boolean;
}

export function CtaSection({ signedIn }: CtaSectionProps) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="cta-title" className="px-4 pb-20 sm:px-6 sm:pb-28 lg:px-8">
      <div className="relative mx-auto max-w-5xl overflow-hidden rounded-[2rem] border border-gold/30 bg-gradient-to-br from-gold/15 via-card to-primary/10 px-6 py-14 text-center sm:px-16 sm:py-20">
        <StarEmblem className="absolute -start-16 -bottom-16 size-64 text-gold opacity-25" />
        <StarEmblem className="absolute -end-12 -top-12 size-48 text-primary opacity-15" />
        <div className="relative">
          <h2
            id="cta-title"
            className="font-display text-3xl font-semibold tracking-tight text-balance sm:text-5xl"
          >
            {t('landing.cta.title')}
          </h2>
          <p className="mx-auto mt-5 max-w-xl text-base leading-relaxed text-muted-foreground sm:text-lg">
            {signedIn ? t('landing.cta.signedInDescription') : t('landing.cta.description')}
          </p>
          <div className="mt-9 flex flex-col justify-center gap-3 sm:flex-row">
            {signedIn ? (
              <ButtonLink to="/browse" size="lg">
                {t('landing.hero.startListening')}
                <ArrowRight aria-hidden className="rtl:-scale-x-100" />
              </ButtonLink>
            ) : (
              <>
                <ButtonLink to="/auth?tab=signup" size="lg">
                  {t('landing.hero.join')}
                  <ArrowRight aria-hidden className="rtl:-scale-x-100" />
                </ButtonLink>
                <ButtonLink to="/browse" variant="outline" size="lg">
                  {t('landing.hero.browseContent')}
                </ButtonLink>
              </>
            )}
          </div>
        </div>
      </div>
    </section>
  );
}
