import { ArrowRight, AudioLines, Clock, ShieldCheck, Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { ButtonLink } from '../../components/ui/button';
import { StarEmblem, StarPattern } from '../../components/ui/islamic-pattern';

interface HeroSectionProps {
  signedIn: boolean;
}

/** Rings spreading from the emblem: the "echo" that gives Sada its name. */
function EchoArt() {
  return (
    <div
      aria-hidden
      className="relative mx-auto flex aspect-square w-full max-w-[22rem] items-center justify-center lg:max-w-[26rem]"
    >
      <div className="absolute inset-[12%] rounded-full bg-gold/20 blur-3xl" />
      {[0, 1, 2].map((ring) => (
        <span
          key={ring}
          className="absolute inset-[18%] animate-echo rounded-full border border-gold/50 motion-reduce:hidden"
          style={{ animationDelay: `${ring * 1.6}s` }}
        />
      ))}
      <div className="absolute inset-[6%] rounded-full border border-white/10" />
      <div className="absolute inset-[20%] rounded-full border border-white/10 bg-white/[0.03] backdrop-blur-sm" />
      <StarEmblem
        className="relative size-[58%] animate-spin-slow text-gold motion-reduce:animate-none"
        rings={3}
      />
    </div>
  );
}

/**
 * The title with its <accent>…</accent> part in gold italics. (react-i18next's Trans does this
 * too, for 5 kB more on the first page most visitors load.)
 */
export function withAccent(title: string): ReactNode {
  const parts = /^(.*)<accent>(.*)<\/accent>(.*)$/s.exec(title);
  if (!parts) return title;
  return (
    <>
      {parts[1]}
      <span className="text-gold italic">{parts[2]}</span>
      {parts[3]}
    </>
  );
}

export function HeroSection({ signedIn }: HeroSectionProps) {
  const { t } = useTranslation();
  const badges = [
    { icon: ShieldCheck, label: t('landing.hero.badges.reviewed') },
    { icon: AudioLines, label: t('landing.hero.badges.quality') },
    { icon: Clock, label: t('landing.hero.badges.prayer') },
  ];

  return (
    <section aria-labelledby="hero-title" className="px-3 pt-3 sm:px-6 sm:pt-6 lg:px-8">
      <div className="relative mx-auto max-w-7xl overflow-hidden rounded-[1.75rem] bg-gradient-to-br from-hero-from via-hero-to to-hero-from text-hero-foreground shadow-2xl shadow-emerald-950/20 sm:rounded-[2.5rem]">
        <StarPattern className="text-gold opacity-[0.09]" />
        <div className="absolute -top-40 -end-40 size-[36rem] rounded-full bg-teal-300/15 blur-3xl" />
        <div className="relative grid items-center gap-10 px-6 py-14 sm:px-12 sm:py-20 lg:grid-cols-[1.1fr_0.9fr] lg:gap-8 lg:px-16 lg:py-24">
          <div>
            <p className="inline-flex items-center gap-2 rounded-full border border-gold/40 bg-gold/10 px-3.5 py-1.5 text-xs font-semibold tracking-wide text-gold sm:text-sm">
              <Sparkles aria-hidden className="size-4" />
              {t('landing.hero.eyebrow')}
            </p>
            <h1
              id="hero-title"
              className="mt-6 font-display text-[2.6rem] leading-[1.05] font-semibold tracking-tight text-balance sm:text-6xl lg:text-7xl"
            >
              {withAccent(t('landing.hero.title'))}
            </h1>
            <p className="mt-6 max-w-xl text-base leading-relaxed text-hero-muted sm:text-lg">
              {t('landing.hero.description')}
            </p>
            <div className="mt-9 flex flex-col gap-3 sm:flex-row">
              {signedIn ? (
                <ButtonLink to="/browse" variant="gold" size="lg">
                  {t('landing.hero.startListening')}
                  <ArrowRight aria-hidden className="rtl:-scale-x-100" />
                </ButtonLink>
              ) : (
                <>
                  <ButtonLink to="/auth?tab=signup" variant="gold" size="lg">
                    {t('landing.hero.join')}
                    <ArrowRight aria-hidden className="rtl:-scale-x-100" />
                  </ButtonLink>
                  <ButtonLink to="/browse" variant="hero-outline" size="lg">
                    {t('landing.hero.browseContent')}
                  </ButtonLink>
                </>
              )}
            </div>
            <ul className="mt-10 flex flex-wrap gap-x-6 gap-y-3 text-sm text-hero-muted">
              {badges.map(({ icon: Icon, label }) => (
                <li key={label} className="inline-flex items-center gap-2">
                  <Icon aria-hidden className="size-4 text-gold" />
                  {label}
                </li>
              ))}
            </ul>
          </div>
          <EchoArt />
        </div>
      </div>
    </section>
  );
}
