import { msToClock, type Chapter } from '@sada/contracts/chapters';
import { useTranslation } from 'react-i18next';

import type { ReviewAudioLink } from './review-audio-link';

/** A track's chapters as the reviewer reads them: each start (plays from there) and title. */
export function ChaptersView({ chapters, link }: { chapters: Chapter[]; link?: ReviewAudioLink }) {
  const { t } = useTranslation();
  if (chapters.length === 0)
    return <span className="text-muted-foreground">{t('chapters.none')}</span>;
  return (
    <ol className="space-y-1">
      {chapters.map((chapter) => (
        <li key={chapter.startMs} className="flex gap-3">
          {link ? (
            <button
              type="button"
              className="font-mono text-xs text-primary tabular-nums underline-offset-2 hover:underline"
              aria-label={t('chapters.playFrom', {
                time: msToClock(chapter.startMs),
                title: chapter.title,
              })}
              onClick={() => link.playFrom(chapter.startMs)}
            >
              {msToClock(chapter.startMs)}
            </button>
          ) : (
            <span className="font-mono text-xs tabular-nums">{msToClock(chapter.startMs)}</span>
          )}
          <span dir="auto">{chapter.title}</span>
        </li>
      ))}
    </ol>
  );
}
