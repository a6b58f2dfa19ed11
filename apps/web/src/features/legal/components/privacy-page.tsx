import { LegalDocument } from './legal-document.tsx';

export function PrivacyPage() {
  return <LegalDocument id="privacy" />;
}
