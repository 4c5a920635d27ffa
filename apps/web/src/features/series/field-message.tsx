import { localizeMessage } from '@sada/contracts/messages-ar';
import { CircleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** An error under a control that is not a FormField (a group of choices, an episode). */
export function FieldMessage({ message, id }: { message: string | undefined; id?: string }) {
  const { i18n } = useTranslation();
  if (!message) return null;
  return (
    <p
      id={id}
      role="alert"
      className="mt-1.5 flex items-start gap-1.5 text-sm font-medium text-destructive"
    >
      <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
      <span>{localizeMessage(message, i18n.language)}</span>
    </p>
  );
}
