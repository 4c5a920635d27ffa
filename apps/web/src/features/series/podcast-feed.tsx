import { Podcast } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';

import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';

interface PodcastFeedProps {
  feedUrl: string;
  /** The buttons before 'Subscribe in a podcast app', in the same row. */
  children: ReactNode;
}

/**
 * The header's row of buttons, ending in 'Subscribe in a podcast app': it copies the series' RSS
 * feed address and shows it below the row, to copy by hand where the clipboard is not allowed.
 */
export function PodcastFeed({ feedUrl, children }: PodcastFeedProps) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  const panelId = useId();
  const inputId = useId();

  const handleClick = async () => {
    setShown(true);
    try {
      await navigator.clipboard.writeText(feedUrl);
      toast.success(t('series.feed.copied'), { description: t('series.feed.copiedHint') });
    } catch {
      toast.error(t('series.feed.copyFailed'), { description: t('series.feed.copyByHand') });
    }
  };

  return (
    <div className="mt-6">
      <div className="flex flex-wrap items-start gap-3">
        {children}
        <Button
          variant="outline"
          size="lg"
          aria-expanded={shown}
          aria-controls={panelId}
          onClick={() => void handleClick()}
        >
          <Podcast aria-hidden />
          {t('series.feed.subscribe')}
        </Button>
      </div>
      <div id={panelId} hidden={!shown} className="mt-4 max-w-xl space-y-1.5">
        <label htmlFor={inputId} className="block text-sm font-semibold">
          {t('series.feed.label')}
        </label>
        <Input
          id={inputId}
          readOnly
          dir="ltr"
          value={feedUrl}
          onFocus={(event) => event.currentTarget.select()}
          className="font-mono text-xs sm:text-xs"
        />
        <p className="text-xs text-muted-foreground">{t('series.feed.hint')}</p>
      </div>
    </div>
  );
}
