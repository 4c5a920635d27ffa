import type { ListeningRule } from '@sada/contracts/instrumentation';
import { useTranslation } from 'react-i18next';

import { ListeningRuleForm } from '../../components/listening-rule/listening-rule-form';
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
        <ListeningRuleForm
          key={initialRule ?? ''}
          initialRule={initialRule}
          saving={saving}
          ready={ready}
          unavailable={unavailable}
          onSave={onSave}
          onNotNow={onNotNow}
          className="mt-6"
        />
      </DialogContent>
    </Dialog>
  );
}
