import type { RecitationDetails } from '@sada/contracts/recitation';
import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';

import { CatalogSection } from '../../components/catalog/catalog-section';
import { useRecitationFacts } from '../../components/recitation/use-recitation-facts';

/** Where a Quranic recitation comes from: reciter, riwayah, passage and licence. */
export function TrackRecitation({ recitation }: { recitation: RecitationDetails | null }) {
  const { t } = useTranslation();
  const facts = useRecitationFacts(recitation);
  if (facts.length === 0) return null;
  return (
    <CatalogSection title={t('recitation.title')}>
      <dl className="grid gap-px overflow-hidden rounded-2xl bg-border ring-1 ring-border sm:grid-cols-2">
        {facts.map((fact) => (
          <div
            key={fact.key}
            className={clsx('bg-card px-4 py-3', fact.key === 'licence' && 'sm:col-span-2')}
          >
            <dt className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
              {fact.label}
            </dt>
            <dd
              dir={fact.written ? 'auto' : undefined}
              className="mt-1 text-sm font-medium break-words whitespace-pre-line text-interface-start"
            >
              {fact.value}
            </dd>
          </div>
        ))}
      </dl>
    </CatalogSection>
  );
}
