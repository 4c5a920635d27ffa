import { type ListeningRule, listeningRule } from '@sada/contracts/instrumentation';
import { clsx } from 'clsx';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '../ui/button';
import { ListeningRuleChoice } from './listening-rule-choice';

interface ListeningRuleFormProps {
  /** Marked at first: the rule in force, if one was chosen. */
  initialRule: ListeningRule | null;
  saving: boolean;
  /** False while what Save needs is loading (the account's settings). */
  ready: boolean;
  /** Why saving is not possible now, if it is not. */
  unavailable: string | null;
  onSave: (rule: ListeningRule) => void;
  onNotNow: () => void;
  /** The options side by side where the screen is wide: a card across the page. */
  wide?: boolean;
  className?: string;
}

/**
 * The answer to 'What would you like to hear?', where the question is asked already (the dialog's
 * title, the card's heading): the three rules, Save and Not now.
 */
export function ListeningRuleForm({
  initialRule,
  saving,
  ready,
  unavailable,
  onSave,
  onNotNow,
  wide = false,
  className,
}: ListeningRuleFormProps) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<ListeningRule | null>(initialRule);
  const [error, setError] = useState<string | undefined>(undefined);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    // The contract's check and message: a rule must be chosen.
    const checked = listeningRule.safeParse(chosen);
    if (checked.success) onSave(checked.data);
    else setError(checked.error.issues[0]?.message);
  };

  return (
    <form noValidate onSubmit={handleSubmit} className={clsx('space-y-6', className)}>
      <ListeningRuleChoice
        value={chosen}
        onChange={(rule) => {
          setChosen(rule);
          setError(undefined);
        }}
        error={error}
        disabled={saving}
        hideLegend
        wide={wide}
      />
      {unavailable ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {unavailable}
        </p>
      ) : null}
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="ghost" disabled={saving} onClick={onNotNow}>
          {t('listeningRule.notNow')}
        </Button>
        <Button type="submit" loading={saving} disabled={!ready}>
          {t('listeningRule.save')}
        </Button>
      </div>
    </form>
  );
}
