import { instrumentationMessages } from '@sada/contracts/instrumentation';
import { localizeMessage } from '@sada/contracts/messages-ar';
import { describe, expect, it } from 'vitest';

import { i18n, loadLanguage } from '../../lib/i18n/i18n';

describe.each(['en', 'ar'])('the listening rule in %s', (language) => {
  it("asks the question and gives the reason in the server's words", async () => {
    await loadLanguage(language);
    const t = i18n.getFixedT(language);
    expect(t('listeningRule.question')).toBe(
      localizeMessage(instrumentationMessages.ruleQuestion, language),
    );
    expect(t('listeningRule.outsideRule')).toBe(
      localizeMessage(instrumentationMessages.outsideRule, language),
    );
  });

  it('names the rules as the instrumentation they let through is named', async () => {
    await loadLanguage(language);
    const t = i18n.getFixedT(language);
    expect(t('listeningRule.rules.vocals_only')).toBe(t('catalog.instrumentation.vocals_only'));
    expect(t('listeningRule.rules.vocals_and_daf')).toBe(t('catalog.instrumentation.vocals_daf'));
  });
});
