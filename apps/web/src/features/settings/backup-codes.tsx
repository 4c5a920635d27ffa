import { Copy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';

import { Button } from '../../components/ui/button';

interface BackupCodesProps {
  codes: readonly string[];
}

/** The one-time backup codes, with a button that copies them all. */
export function BackupCodes({ codes }: BackupCodesProps) {
  const { t } = useTranslation();

  const handleCopy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      toast.success(t('settings.twoFactor.codesCopied'));
    } catch {
      toast.error(t('settings.twoFactor.copyFailed'));
    }
  };

  return (
    <div className="space-y-3">
      <ul
        aria-label={t('settings.twoFactor.backupTitle')}
        className="grid grid-cols-2 gap-x-6 gap-y-1.5 rounded-2xl border border-border bg-muted/60 p-4 font-mono text-sm select-all sm:grid-cols-2"
      >
        {codes.map((code) => (
          <li key={code} dir="ltr" className="tracking-wider">
            {code}
          </li>
        ))}
      </ul>
      <Button variant="outline" size="sm" onClick={() => void handleCopy()}>
        <Copy aria-hidden />
        {t('settings.twoFactor.copyCodes')}
      </Button>
    </div>
  );
}
