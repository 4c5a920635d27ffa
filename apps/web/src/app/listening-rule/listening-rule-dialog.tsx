import { type ListeningRule, listeningRule } from '@sada/contracts/instrumentation';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ListeningRuleChoice } from '../../components/listening-rule/listening-rule-choice';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../components/ui/dialog';

interface ListeningRuleDialogProps {
  open: boolean;
  /** Marked when the dialog opens: the rule in force, if one was chosen. */
  initialRule: ListeningRule | null;
  /** A visitor's choice stays on this device; the dialog says so. */
  onDevice: boolean;
  saving: boolean;
  /** False while what Save needs is loading (the account's settings). */
  ready: boolean;
  /** Why saving is not possible now (the account's settings did not load), if it is not. */
  unavailable: string | null;
  onSave: (rule: ListeningRule) => void;
  /** 'Not now', Escape, or a click beside the dialog. */
  onNotNow: () => void;
}

/** 'What would you like to hear?' with the three rules, Save and Not now. */
export function ListeningRuleDialog({
  open,
  initialRule,
  onDevice,
  saving,
  ready,
  unavailable,
  onSave,
  onNotNow,
}: ListeningRuleDialogProps) {
  const { t } = useTranslation();

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next && !saving) onNotNow();
      }}
    >
      <DialogContent
        onEscapeKeyDown={(event) => {
          if (saving) event.preventDefault();
        }}
        onInteractOutside={(event) => {
          if (saving) event.preventDefault();
        }}
      >
        <DialogTitle>{t('listeningRule.question')}</DialogTitle>
        <DialogDescription>
          {[
            t('listeningRule.hint'),
            onDevice ? t('listeningRule.onDevice') : null,
            t('listeningRule.changeLater'),
          ]
            .filter(Boolean)
            .join(' ')}
        </DialogDescription>
        {/* Mounted with the dialog, so it opens on the rule in force each time. */}
        <RuleForm
          key={initialRule ?? ''}
          initialRule={initialRule}
          saving={saving}
          ready={ready}
          unavailable={unavailable}
          onSave={onSave}
          onNotNow={onNotNow}
        />
      </DialogContent>
    </Dialog>
  );
}

type RuleFormProps = Omit<ListeningRuleDialogProps, 'open' | 'onDevice'>;

function RuleForm({ initialRule, saving, ready, unavailable, onSave, onNotNow }: RuleFormProps) {
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
    <form noValidate onSubmit={handleSubmit} className="mt-6 space-y-6">
      <ListeningRuleChoice
        value={chosen}
        onChange={(rule) => {
          setChosen(rule);
          setError(undefined);
        }}
        error={error}
        disabled={saving}
        hideLegend
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
