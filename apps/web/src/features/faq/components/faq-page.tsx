import { useParams } from 'react-router';
import { ErrorPage } from '../../../components/error-page/error-page.tsx';
import { isFaqSection } from '../faq-sections.ts';
import { FaqIndex } from './faq-index.tsx';
import { FaqSectionView } from './faq-section-view.tsx';
import './faq-page.css';

/** /FAQ lists the six subpages; /FAQ/:section shows one; any other section is not found. */
export function FaqPage() {
  // Routes match case-insensitively, so /FAQ/Bucks reaches here too.
  const section = useParams().section?.toLowerCase();
  if (section === undefined) return <FaqIndex />;
  if (!isFaqSection(section)) return <ErrorPage />;
  return <FaqSectionView section={section} />;
}
