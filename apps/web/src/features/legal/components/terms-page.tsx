import { LegalDocument } from './legal-document.tsx';

export function TermsPage() {
  return <LegalDocument id="terms" />;
}
