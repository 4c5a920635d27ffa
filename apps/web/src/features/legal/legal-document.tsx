import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { StarPattern } from '../../components/ui/islamic-pattern';
import { PageLoader } from '../../components/ui/page-loader';
import { LoadError } from '../../components/ui/state-message';
import { loadLegalTexts } from '../../lib/i18n/i18n';

interface LegalSection {
  title: string;
  paragraphs: string[];
}

interface LegalDocumentProps {
  document: 'privacy' | 'terms';
}

export function LegalDocument({ document }: LegalDocumentProps) {
  const { t, i18n } = useTranslation();
  // The texts come with the page, in the reader's language (lib/i18n).
  const texts = useQuery({
    queryKey: ['legal-texts', i18n.language],
    queryFn: async () => {
      await loadLegalTexts(i18n.language);
      return i18n.language;
    },
    staleTime: Infinity,
  });
  if (texts.isPending) return <PageLoader />;
  if (texts.isError) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-14 sm:px-6">
        <LoadError
          message={t('legalPage.loadError')}
          onRetry={() => void texts.refetch()}
          retrying={texts.isFetching}
        />
      </div>
    );
  }
  return <LegalText document={document} />;
}

function LegalText({ document }: LegalDocumentProps) {
  const { t } = useTranslation();
  const sections = t(`legal.${document}.sections`, { returnObjects: true }) as LegalSection[];

  return (
    <article>
      <header className="relative overflow-hidden border-b border-border bg-sidebar">
        <StarPattern className="text-primary opacity-[0.06]" />
        <div className="relative mx-auto max-w-3xl px-4 py-14 sm:px-6 sm:py-20">
          <h1 className="font-display text-4xl font-semibold tracking-tight sm:text-5xl">
            {t(`legal.${document}.title`)}
          </h1>
          <p className="mt-5 text-lg leading-relaxed text-muted-foreground">
            {t(`legal.${document}.intro`)}
          </p>
        </div>
      </header>
      <div className="mx-auto max-w-3xl space-y-10 px-4 py-14 sm:px-6">
        {sections.map((section) => (
          <section key={section.title}>
            <h2 className="text-xl font-semibold tracking-tight">{section.title}</h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph} className="mt-3 leading-relaxed text-muted-foreground">
                {paragraph}
              </p>
            ))}
          </section>
        ))}
      </div>
    </article>
  );
}
