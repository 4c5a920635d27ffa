import { useTranslation } from 'react-i18next';

import { LogoMark } from './logo';

/** Centred, quiet placeholder while the session or a page module loads. */
export function PageLoader() {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      className="flex min-h-[60vh] flex-1 flex-col items-center justify-center gap-4"
    >
      <LogoMark className="size-10 animate-pulse" />
      <span className="sr-only">{t('app.loading')}</span>
    </div>
  );
}
