import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '../../components/ui/button';
import { FormField } from '../../components/ui/form-field';
import { PasswordInput } from '../../components/ui/password-input';

interface PasswordConfirmFormProps {
  prompt: string;
  submitLabel: string;
  pending: boolean;
  /** The password error to show (wrong password), if any. */
  error: string | undefined;
  onSubmit: (password: string) => void;
  onCancel: () => void;
  /** For an action that cannot be undone. */
  destructive?: boolean;
}

/** Asks for the account password again before a security change. */
export function PasswordConfirmForm({
  prompt,
  submitLabel,
  pending,
  error,
  onSubmit,
  onCancel,
  destructive = false,
}: PasswordConfirmFormProps) {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState(false);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (password === '') {
      setMissing(true);
      return;
    }
    onSubmit(password);
  };

  return (
    <form noValidate onSubmit={handleSubmit} className="space-y-4">
      <FormField
        label={t('auth.fields.password')}
        hint={prompt}
        error={missing ? t('validation.passwordRequired') : error}
      >
        {(control) => (
          <PasswordInput
            {...control}
            autoFocus
            autoComplete="current-password"
            value={password}
            onChange={(event) => {
              setPassword(event.target.value);
              setMissing(false);
            }}
            className="max-w-sm"
          />
        )}
      </FormField>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" loading={pending} variant={destructive ? 'destructive' : 'primary'}>
          {submitLabel}
        </Button>
        <Button variant="ghost" onClick={onCancel} disabled={pending}>
          {t('settings.twoFactor.cancel')}
        </Button>
      </div>
    </form>
  );
}
