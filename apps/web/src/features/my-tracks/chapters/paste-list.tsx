import { type Chapter, parseChapterList } from '@sada/contracts/chapters';
import { localizeMessage } from '@sada/contracts/messages-ar';
import { CircleAlert } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '../../../components/ui/button';

interface PasteListProps {
  /** The chapters the list makes: they replace the rows. */
  onRead: (chapters: Chapter[]) => void;
  onCancel: () => void;
}

/**
 * A `mm:ss Title` list, one chapter a line, as podcast notes and video descriptions write them;
 * read in the browser, so that a line it cannot read is named at once.
 */
export function PasteList({ onRead, onCancel }: PasteListProps) {
  const { t, i18n } = useTranslation();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const fieldId = useId();
  const hintId = useId();
  const problemId = useId();

  const handleRead = () => {
    const parsed = parseChapterList(text);
    if (!parsed.ok) {
      setProblem(localizeMessage(parsed.message, i18n.language));
      return;
    }
    if (parsed.chapters.length === 0) {
      setProblem(t('longForm.chapterEditor.pasteEmpty'));
      return;
    }
    onRead(parsed.chapters);
  };

  return (
    <section
      aria-labelledby={`${fieldId}-label`}
      className="space-y-3 rounded-2xl border border-border bg-muted/40 p-4"
    >
      <label id={`${fieldId}-label`} htmlFor={fieldId} className="block font-semibold">
        {t('longForm.chapterEditor.pasteTitle')}
      </label>
      <p id={hintId} className="text-sm text-muted-foreground">
        {t('longForm.chapterEditor.pasteHint')}
      </p>
      <textarea
        id={fieldId}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setProblem(null);
        }}
        rows={8}
        dir="auto"
        placeholder={'0:00 Introduction\n12:30 Questions'}
        aria-describedby={problem ? `${hintId} ${problemId}` : hintId}
        aria-invalid={problem ? true : undefined}
        className="block w-full rounded-xl border border-input bg-card px-3.5 py-2.5 font-mono text-sm shadow-xs focus-visible:border-ring focus-visible:ring-3 focus-visible:ring-ring/20 focus-visible:outline-none aria-invalid:border-destructive"
      />
      {problem ? (
        <p
          id={problemId}
          role="alert"
          className="flex items-start gap-1.5 text-sm font-medium text-destructive"
        >
          <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
          {problem}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button onClick={handleRead} disabled={!text.trim()}>
          {t('longForm.chapterEditor.pasteRead')}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
      </div>
    </section>
  );
}
