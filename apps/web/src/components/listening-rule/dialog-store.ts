import { create } from 'zustand';

interface ListeningRuleDialogState {
  /**
   * Opened from the menu ('What you hear') or a page (a track outside the rule); never by itself
   * (the first-sign-in question is a card on the page, listening-rule-card.tsx).
   */
  open: boolean;
}

/**
 * Whether 'What would you like to hear?' was opened from a menu or a page. The root layout shows
 * the one dialog (app/listening-rule/listening-rule-root.tsx), which outlives what opened it.
 */
export const useListeningRuleDialog = create<ListeningRuleDialogState>()(() => ({ open: false }));

export function openListeningRuleDialog(): void {
  useListeningRuleDialog.setState({ open: true });
}

export function closeListeningRuleDialog(): void {
  useListeningRuleDialog.setState({ open: false });
}
