import { LegalDocument } from './legal-document';

export function PrivacyPage() {
  return <LegalDocument document="privacy" />;
}
