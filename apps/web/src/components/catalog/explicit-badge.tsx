import { useTranslation } from 'react-i18next';

/** The small 'E' beside an explicit track's title. */
export function ExplicitBadge() {
  const { t } = useTranslation();
  return (
    <span
      title={t('catalog.explicit')}
      className="inline-flex size-5 shrink-0 items-center justify-center rounded bg-muted-foreground/20 font-sans text-[0.7rem] leading-none font-bold text-muted-foreground"
    >
      <span aria-hidden>{t('catalog.explicitBadge')}</span>
      <span className="sr-only">{t('catalog.explicit')}</span>
    </span>
  );
}
