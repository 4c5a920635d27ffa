import type { Chapter } from '@sada/contracts/chapters';
import { TableOfContents } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu';
import { useFormat } from '../../../lib/i18n/format';
import { IconButton } from '../player-controls';
import { useCurrentChapterIndex, useCurrentChapters, useJumpToChapter } from './use-chapters';

/**
 * The current track's chapters as a menu to jump to (arrows, Enter); only for a track that has
 * them. The chapter playing is the checked one.
 */
export function ChaptersMenu({ className }: { className?: string }) {
  const chapters = useCurrentChapters();
  if (chapters.length === 0) return null;
  return <ChaptersMenuOf chapters={chapters} className={className} />;
}

function ChaptersMenuOf({
  chapters,
  className,
}: {
  chapters: readonly Chapter[];
  className?: string;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const current = useCurrentChapterIndex(chapters);
  const jump = useJumpToChapter();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <IconButton label={t('longForm.chapters.menu')} className={className}>
          <TableOfContents aria-hidden />
        </IconButton>
      </DropdownMenuTrigger>
      <DropdownMenuContent
        side="top"
        collisionPadding={8}
        className="max-h-[min(60dvh,28rem)] w-72 max-w-[calc(100vw-2rem)] overflow-y-auto!"
      >
        <DropdownMenuLabel>{t('chapters.title')}</DropdownMenuLabel>
        <DropdownMenuRadioGroup
          value={String(current)}
          onValueChange={(value) => {
            const chapter = chapters[Number(value)];
            if (chapter) jump(chapter);
          }}
        >
          {chapters.map((chapter, index) => (
            <DropdownMenuRadioItem
              key={chapter.startMs}
              value={String(index)}
              aria-label={t('chapters.playFrom', {
                time: format.duration(chapter.startMs),
                title: chapter.title,
              })}
            >
              <span className="w-12 shrink-0 text-xs text-muted-foreground tabular-nums">
                {format.duration(chapter.startMs)}
              </span>
              <span dir="auto" className="min-w-0 flex-1 truncate text-interface-start">
                {chapter.title}
              </span>
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/** The title of the chapter playing, for the bar; nothing without chapters or before the first. */
export function CurrentChapterTitle({ className }: { className?: string }) {
  const { t } = useTranslation();
  const chapters = useCurrentChapters();
  const current = useCurrentChapterIndex(chapters);
  const chapter = chapters[current];
  if (!chapter) return null;
  return (
    <p className={className} data-testid="player-chapter">
      <span className="sr-only">{t('longForm.chapters.current')} </span>
      <span dir="auto">{chapter.title}</span>
    </p>
  );
}
