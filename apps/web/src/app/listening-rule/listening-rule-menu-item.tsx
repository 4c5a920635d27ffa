import { Headphones } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { openListeningRuleDialog } from '../../components/listening-rule/dialog-store';
import { DropdownMenuItem } from '../../components/ui/dropdown-menu';

/**
 * 'What you hear', in the visitor's and the signed-in user's menus: opens 'What would you like to
 * hear?', which keeps a visitor's choice on the device and saves a listener's with their settings.
 */
export function ListeningRuleMenuItem() {
  const { t } = useTranslation();
  return (
    <DropdownMenuItem onSelect={openListeningRuleDialog}>
      <Headphones aria-hidden />
      {t('listeningRule.menu')}
    </DropdownMenuItem>
  );
}
