import { create } from 'zustand';

interface ListeningRuleDialogState {
  /** Opened from the menu ('What you hear'); the first-sign-in question opens it by itself. */
  open: boolean;
}

/**
 * Whether 'What would you like to hear?' was opened from a menu. The root layout shows the one
 * dialog (listening-rule-root.tsx), which outlives the menu that opened it.
 */
export const useListeningRuleDialog = create<ListeningRuleDialogState>()(() => ({ open: false }));

export function openListeningRuleDialog(): void {
  useListeningRuleDialog.setState({ open: true });
}

export function closeListeningRuleDialog(): void {
  useListeningRuleDialog.setState({ open: false });
}
