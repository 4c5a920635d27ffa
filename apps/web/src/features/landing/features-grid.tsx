import {
  AudioLines,
  BookOpenCheck,
  ChartLine,
  Compass,
  LayoutDashboard,
  ListMusic,
  Sparkles,
  UsersRound,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { SectionHeading } from './section-heading';

const features = [
  { key: 'firstPlatform', icon: Sparkles },
  { key: 'scholars', icon: BookOpenCheck },
  { key: 'quality', icon: AudioLines },
  { key: 'playlists', icon: ListMusic },
  { key: 'dashboard', icon: LayoutDashboard },
  { key: 'analytics', icon: ChartLine },
  { key: 'discovery', icon: Compass },
  { key: 'social', icon: UsersRound },
] as const;

/** What Sada offers, as the landing page lists it. */
export function FeaturesGrid() {
  const { t } = useTranslation();
  return (
    <section
      id="premium"
      aria-labelledby="premium-title"
      className="border-y border-border bg-sidebar"
    >
      <div className="mx-auto max-w-7xl px-4 py-20 sm:px-6 sm:py-28 lg:px-8">
        <SectionHeading
          id="premium-title"
          eyebrow={t('landing.features.eyebrow')}
          title={t('landing.features.title')}
          description={t('landing.features.description')}
        />
        <ul className="mt-14 grid gap-px overflow-hidden rounded-3xl border border-border bg-border sm:grid-cols-2 lg:grid-cols-4">
          {features.map(({ key, icon: Icon }) => (
            <li
              key={key}
              className="flex gap-4 bg-card p-5 transition-colors hover:bg-background sm:block sm:p-7"
            >
              <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-primary/10 text-primary">
                <Icon aria-hidden className="size-5" />
              </span>
              <div>
                <h3 className="font-semibold tracking-tight sm:mt-5">
                  {t(`landing.features.${key}.title`)}
                </h3>
                <p className="mt-1.5 text-sm leading-relaxed text-muted-foreground sm:mt-2">
                  {t(`landing.features.${key}.description`)}
                </p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
