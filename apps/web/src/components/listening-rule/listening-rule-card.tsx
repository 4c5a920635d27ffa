import { clsx } from 'clsx';
import { Headphones } from 'lucide-react';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';

import { useSession } from '../../lib/session/use-session';
import { ListeningRuleForm } from './listening-rule-form';
import { type ListeningRuleAnswer, useListeningRule } from './use-listening-rule';

/**
 * 'What would you like to hear?' at the top of a page, for a signed-in listener who has not
 * chosen and has not said 'Not now' this session. A card in the page rather than a dialog: asked
 * by itself, it must not stop what the listener came to do. It goes once answered either way.
 */
export function ListeningRuleCard({ className }: { className?: string }) {
  const { user } = useSession();
  const question = useListeningRule(user);
  if (!question.asking) return null;
  return <QuestionCard question={question} className={className} />;
}

interface QuestionCardProps {
  question: ListeningRuleAnswer;
  className: string | undefined;
}

function QuestionCard({ question, className }: QuestionCardProps) {
  const { t } = useTranslation();
  const id = useId();
  const sectionRef = useRef<HTMLElement>(null);

  // The card goes with the focus inside it (or on its Save button, disabled while saving): the
  // page's main landmark takes it, so the keyboard carries on from the page, not the document.
  const handOverFocus = () => {
    const section = sectionRef.current;
    const focused = document.activeElement;
    if (!section || (focused !== document.body && !section.contains(focused))) return;
    section.closest<HTMLElement>('main')?.focus();
  };

  return (
    <section
      ref={sectionRef}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-hint`}
      className={clsx(
        'min-w-0 rounded-3xl border border-border bg-card p-5 text-card-foreground shadow-sm sm:p-6',
        className,
      )}
    >
      <div className="flex items-start gap-4">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-primary/10 text-primary">
          <Headphones aria-hidden className="size-5" />
        </span>
        <div className="min-w-0">
          <h2 id={`${id}-title`} className="font-display text-xl font-semibold">
            {t('listeningRule.question')}
          </h2>
          <p id={`${id}-hint`} className="mt-1 text-sm text-muted-foreground">
            {t('listeningRule.hint')} {t('listeningRule.changeLater')}
          </p>
        </div>
      </div>
      <ListeningRuleForm
        // A rule chosen meanwhile on this device (another tab) is marked afresh.
        key={question.initialRule ?? ''}
        initialRule={question.initialRule}
        saving={question.saving}
        ready={question.ready}
        unavailable={question.unavailable}
        onSave={(rule) => question.save(rule, handOverFocus)}
        onNotNow={() => {
          handOverFocus();
          question.notNow();
        }}
        wide
        className="mt-5"
      />
    </section>
  );
}
