import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';

/** React Router stores the position of each entry in history.state.idx. */
function historyIndex(): number {
  const state: unknown = window.history.state;
  if (
    typeof state === 'object' &&
    state !== null &&
    'idx' in state &&
    typeof state.idx === 'number'
  ) {
    return state.idx;
  }
  return 0;
}

const buttonClasses =
  'flex size-9 items-center justify-center rounded-full bg-muted/70 text-foreground transition-colors hover:bg-border disabled:cursor-not-allowed disabled:opacity-40';

export function HistoryButtons() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // Re-read on every navigation; the location's key changes with each entry.
  useLocation();
  const canGoBack = historyIndex() > 0;

  return (
    <div className="flex items-center gap-1.5">
      <button
        type="button"
        aria-label={t('topBar.back')}
        disabled={!canGoBack}
        onClick={() => void navigate(-1)}
        className={buttonClasses}
      >
        <ChevronLeft aria-hidden className="size-5 rtl:-scale-x-100" />
      </button>
      <button
        type="button"
        aria-label={t('topBar.forward')}
        onClick={() => void navigate(1)}
        className={buttonClasses}
      >
        <ChevronRight aria-hidden className="size-5 rtl:-scale-x-100" />
      </button>
    </div>
  );
}
