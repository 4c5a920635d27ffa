import { ScrollText } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { ButtonLink } from '../../components/ui/button';

/** The header button of the admin pages whose actions the audit log records. */
export function AuditLogLink() {
  const { t } = useTranslation();
  return (
    <ButtonLink to="/admin/audit" variant="outline" size="sm">
      <ScrollText aria-hidden />
      {t('adminAudit.title')}
    </ButtonLink>
  );
}
