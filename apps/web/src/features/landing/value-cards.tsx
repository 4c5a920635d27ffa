import { Clock, Earth, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { SectionHeading } from './section-heading';

export function ValueCards() {
  const { t } = useTranslation();
  const cards = [
    {
      icon: ShieldCheck,
      title: t('landing.values.halal.title'),
      description: t('landing.values.halal.description'),
    },
    {
      icon: Earth,
      title: t('landing.values.artists.title'),
      description: t('landing.values.artists.description'),
    },
    {
      icon: Clock,
      title: t('landing.values.prayer.title'),
      description: t('landing.values.prayer.description'),
    },
  ];

  return (
    <section
      id="discover"
      aria-labelledby="discover-title"
      className="mx-auto max-w-7xl px-4 py-20 sm:px-6 sm:py-28 lg:px-8"
    >
      <SectionHeading
        id="discover-title"
        eyebrow={t('landing.values.eyebrow')}
        title={t('landing.values.title')}
        description={t('landing.values.description')}
      />
      <ul className="mt-14 grid gap-5 md:grid-cols-3">
        {cards.map(({ icon: Icon, title, description }) => (
          <li
            key={title}
            className="group relative overflow-hidden rounded-3xl border border-border bg-card p-7 shadow-sm transition-[transform,box-shadow] duration-300 hover:-translate-y-1 hover:shadow-xl hover:shadow-emerald-950/5 sm:p-8"
          >
            <div className="absolute -end-10 -top-10 size-32 rounded-full bg-gold/10 blur-2xl transition-opacity group-hover:opacity-100" />
            <span className="relative flex size-12 items-center justify-center rounded-2xl bg-primary text-primary-foreground shadow-md shadow-primary/20">
              <Icon aria-hidden className="size-6" />
            </span>
            <h3 className="relative mt-6 text-xl font-semibold tracking-tight">{title}</h3>
            <p className="relative mt-3 leading-relaxed text-muted-foreground">{description}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
