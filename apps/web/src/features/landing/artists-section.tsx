import { ArrowRight, CircleCheck, Radio, ShieldCheck, Upload } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { ButtonLink } from '../../components/ui/button';
import { StarPattern } from '../../components/ui/islamic-pattern';
import { useFormat } from '../../lib/i18n/format';
import { SectionHeading } from './section-heading';

const points = ['upload', 'review', 'insights'] as const;

/** What happens to an upload, as the product really does it: upload, scholar review, live. */
function ReviewFlow() {
  const { t } = useTranslation();
  const format = useFormat();
  const steps = [
    { icon: Upload, label: t('landing.artists.steps.upload') },
    { icon: ShieldCheck, label: t('landing.artists.steps.review') },
    { icon: Radio, label: t('landing.artists.steps.live') },
  ];
  return (
    <div className="relative overflow-hidden rounded-3xl bg-gradient-to-br from-hero-from to-hero-to p-8 text-hero-foreground sm:p-10">
      <StarPattern className="text-gold opacity-10" />
      <ol className="relative space-y-4">
        {steps.map(({ icon: Icon, label }, index) => (
          <li
            key={label}
            className="flex items-center gap-4 rounded-2xl border border-white/10 bg-white/5 p-4 backdrop-blur-sm"
          >
            <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-gold text-gold-foreground">
              <Icon aria-hidden className="size-5" />
            </span>
            <span className="font-semibold">{label}</span>
            <span className="ms-auto font-display text-2xl text-gold/70">
              {format.number(index + 1)}
            </span>
          </li>
        ))}
      </ol>
    </div>
  );
}

export function ArtistsSection() {
  const { t } = useTranslation();
  return (
    <section
      id="for-artists"
      aria-labelledby="for-artists-title"
      className="mx-auto max-w-7xl px-4 py-20 sm:px-6 sm:py-28 lg:px-8"
    >
      <div className="grid items-center gap-12 lg:grid-cols-2 lg:gap-20">
        <div>
          <SectionHeading
            id="for-artists-title"
            align="start"
            eyebrow={t('landing.artists.eyebrow')}
            title={t('landing.artists.title')}
            description={t('landing.artists.description')}
          />
          <ul className="mt-8 space-y-4">
            {points.map((point) => (
              <li key={point} className="flex gap-3">
                <CircleCheck aria-hidden className="mt-0.5 size-5 shrink-0 text-primary" />
                <span>{t(`landing.artists.points.${point}`)}</span>
              </li>
            ))}
          </ul>
          <ButtonLink to="/upload" size="lg" className="mt-10">
            {t('landing.artists.cta')}
            <ArrowRight aria-hidden className="rtl:-scale-x-100" />
          </ButtonLink>
        </div>
        <ReviewFlow />
      </div>
    </section>
  );
}
