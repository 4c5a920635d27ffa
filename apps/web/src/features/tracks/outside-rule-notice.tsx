import { EarOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { openListeningRuleDialog } from '../../components/listening-rule/dialog-store';
import { Button } from '../../components/ui/button';

/**
 * The track is outside what the listener chose to hear, so it does not play for them: said
 * plainly (the Play button points here for its reason), with the way to change the choice.
 */
export function OutsideRuleNotice({ id }: { id: string }) {
  const { t } = useTranslation();
  return (
    <div className="mt-5 flex flex-wrap items-center gap-3 rounded-2xl border border-gold/40 bg-gold/10 px-4 py-3">
      <EarOff aria-hidden className="size-5 shrink-0 text-gold-text" />
      <p id={id} className="me-auto font-semibold">
        {t('listeningRule.outsideRule')}
      </p>
      <Button variant="outline" size="sm" onClick={openListeningRuleDialog}>
        {t('reviewRecord.changeRule')}
      </Button>
    </div>
  );
}
