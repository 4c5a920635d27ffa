import type { RecitationDetails } from '@sada/contracts/recitation';
import { useTranslation } from 'react-i18next';

import { useRecitationFacts } from '../../components/recitation/use-recitation-facts';

/** A recitation's provenance as the artist gave it, for the reviewer to check. */
export function ReviewRecitation({ recitation }: { recitation: RecitationDetails | null }) {
  const { t } = useTranslation();
  const facts = useRecitationFacts(recitation);
  if (facts.length === 0) return null;
  return (
    <section aria-labelledby="review-recitation-title" className="space-y-2">
      <h3 id="review-recitation-title" className="font-semibold">
        {t('recitation.title')}
      </h3>
      <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
        {facts.map((fact) => (
          <div key={fact.key} className={fact.key === 'licence' ? 'sm:col-span-2' : undefined}>
            <dt className="text-xs text-muted-foreground">{fact.label}</dt>
            <dd
              dir={fact.written ? 'auto' : undefined}
              className="font-medium break-words whitespace-pre-line text-interface-start"
            >
              {fact.value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
