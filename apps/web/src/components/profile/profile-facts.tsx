import { CalendarDays, MapPin } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { useFormat } from '../../lib/i18n/format';

/** Where a person is and since when they have been on Sada. */
export function ProfileFacts({
  location,
  memberSince,
}: {
  location: string | null;
  memberSince: string;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm text-muted-foreground">
      {location ? (
        <li className="flex items-center gap-1.5" data-testid="profile-location">
          <MapPin aria-hidden className="size-4" />
          {location}
        </li>
      ) : null}
      <li className="flex items-center gap-1.5">
        <CalendarDays aria-hidden className="size-4" />
        {t('profile.memberSince', {
          date: format.date(memberSince, { month: 'long', year: 'numeric' }),
        })}
      </li>
    </ul>
  );
}
