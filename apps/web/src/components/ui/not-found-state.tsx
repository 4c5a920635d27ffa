import { Compass, House } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { ButtonLink } from './button';
import { StarEmblem } from './islamic-pattern';

interface NotFoundStateProps {
  title: ReactNode;
  description?: ReactNode;
}

/** An unknown artist, track, album, playlist or genre, inside the app shell. */
export function NotFoundState({ title, description }: NotFoundStateProps) {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-[60vh] flex-col items-center justify-center px-4 text-center">
      <div className="relative mb-6 flex size-36 items-center justify-center">
        <StarEmblem
          className="absolute inset-0 size-full text-gold opacity-60"
          filledCenter={false}
        />
        <p className="relative font-display text-4xl font-semibold text-primary">
          {t('notFound.code')}
        </p>
      </div>
      <h1 className="font-display text-3xl font-semibold tracking-tight">{title}</h1>
      <p className="mt-3 max-w-md text-muted-foreground">
        {description ?? t('notFound.itemDescription')}
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <ButtonLink to="/browse">
          <Compass aria-hidden />
          {t('notFound.browse')}
        </ButtonLink>
        <ButtonLink to="/" variant="outline">
          <House aria-hidden />
          {t('notFound.backHome')}
        </ButtonLink>
      </div>
    </div>
  );
}
