import { type ListeningRule, listeningRules } from '@sada/contracts/instrumentation';
import { localizeMessage } from '@sada/contracts/messages-ar';
import { clsx } from 'clsx';
import { CircleAlert } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';

interface ListeningRuleChoiceProps {
  /** Null until the listener has chosen: then no option is marked. */
  value: ListeningRule | null;
  onChange: (rule: ListeningRule) => void;
  /** A message from the contract (in English); shown in the interface language. */
  error?: string | undefined;
  hint?: ReactNode;
  disabled?: boolean;
  /** Where a dialog's title or a card's heading asks already, the legend is for screen readers. */
  hideLegend?: boolean;
  /** The options side by side on a wide screen, for a form across the page. */
  wide?: boolean;
}

/**
 * 'What would you like to hear?': the three listening rules (decision 014), each with what it
 * lets through. Native radios, so the arrow keys move between them. It asks for an answer
 * (no 'none' option), though a listener who has not chosen yet is left unmarked.
 */
export function ListeningRuleChoice({
  value,
  onChange,
  error,
  hint,
  disabled = false,
  hideLegend = false,
  wide = false,
}: ListeningRuleChoiceProps) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;

  return (
    <fieldset
      role="radiogroup"
      aria-required
      aria-invalid={Boolean(error)}
      aria-describedby={describedBy}
      disabled={disabled}
      className="space-y-2"
    >
      <legend className={hideLegend ? 'sr-only' : 'text-sm font-semibold'}>
        {t('listeningRule.question')}
      </legend>
      {hint ? (
        <p id={hintId} className="text-sm text-muted-foreground">
          {hint}
        </p>
      ) : null}
      <div className={clsx('grid gap-2 pt-1', wide && 'lg:grid-cols-3')}>
        {listeningRules.map((rule) => {
          const checked = value === rule;
          return (
            <label
              key={rule}
              className={clsx(
                'flex cursor-pointer items-start gap-3 rounded-2xl border px-4 py-3 text-start transition-colors',
                'has-[:focus-visible]:ring-3 has-[:focus-visible]:ring-ring/40',
                'has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60',
                checked ? 'border-primary bg-primary/5' : 'border-border hover:bg-muted',
              )}
            >
              <input
                type="radio"
                name={id}
                value={rule}
                checked={checked}
                onChange={() => onChange(rule)}
                aria-labelledby={`${id}-${rule}`}
                aria-describedby={`${id}-${rule}-hint`}
                className="mt-0.5 size-4 shrink-0 accent-primary focus-visible:outline-none"
              />
              <span className="min-w-0">
                <span id={`${id}-${rule}`} className="block text-sm font-semibold">
                  {t(`listeningRule.rules.${rule}`)}
                </span>
                <span id={`${id}-${rule}-hint`} className="block text-xs text-muted-foreground">
                  {t(`listeningRule.hints.${rule}`)}
                </span>
              </span>
            </label>
          );
        })}
      </div>
      {error ? (
        <p
          id={errorId}
          role="alert"
          className="flex items-start gap-1.5 text-sm font-medium text-destructive"
        >
          <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
          <span>{localizeMessage(error, i18n.language)}</span>
        </p>
      ) : null}
    </fieldset>
  );
}
