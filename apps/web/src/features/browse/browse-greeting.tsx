import { useTranslation } from 'react-i18next';

import { StarEmblem, StarPattern } from '../../components/ui/islamic-pattern';

export function BrowseGreeting({ timeOfDay }: { timeOfDay: string }) {
  const { t } = useTranslation();
  return (
    <header className="relative mb-10 overflow-hidden rounded-3xl bg-gradient-to-br from-hero-from to-hero-to px-6 py-10 text-hero-foreground sm:px-10 sm:py-12">
      <StarPattern className="text-gold opacity-[0.08]" />
      <StarEmblem className="absolute -end-10 -top-14 hidden size-64 text-gold opacity-30 sm:block" />
      <div className="relative">
        <p className="text-sm font-semibold tracking-wide text-gold">{timeOfDay}</p>
        <h1 className="mt-2 font-display text-3xl font-semibold tracking-tight sm:text-5xl">
          {t('browse.greeting')}
        </h1>
      </div>
    </header>
  );
}
