import { RefreshCw, RotateCcw, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { Button } from '../components/ui/button';
import { StarPattern } from '../components/ui/islamic-pattern';

interface ErrorFallbackProps {
  onRetry: () => void;
}

/** The full-page screen shown when rendering fails. */
export function ErrorFallback({ onRetry }: ErrorFallbackProps) {
  const { t } = useTranslation();
  return (
    <main className="relative flex min-h-dvh items-center justify-center overflow-hidden bg-background px-6 py-16">
      <StarPattern className="text-primary opacity-[0.06]" />
      <div
        role="alert"
        className="relative w-full max-w-md rounded-3xl border border-border bg-card p-8 text-center shadow-xl shadow-black/5"
      >
        <div className="mx-auto mb-5 flex size-14 items-center justify-center rounded-2xl bg-destructive/10 text-destructive">
          <TriangleAlert aria-hidden className="size-7" />
        </div>
        <h1 className="font-display text-2xl font-semibold tracking-tight">{t('error.title')}</h1>
        <p className="mt-3 text-muted-foreground">{t('error.description')}</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Button onClick={onRetry}>
            <RotateCcw aria-hidden />
            {t('error.tryAgain')}
          </Button>
          <Button variant="outline" onClick={() => window.location.reload()}>
            <RefreshCw aria-hidden />
            {t('error.reload')}
          </Button>
        </div>
      </div>
    </main>
  );
}
