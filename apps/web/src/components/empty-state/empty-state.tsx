import type { ReactNode } from 'react';
import { Illustration } from '../illustration/illustration.tsx';
import type { IllustrationName } from '../illustration/illustration-names.ts';
import './empty-state.css';

interface EmptyStateProps {
  /** What the empty place would hold (decorative: the title says it). */
  picture: IllustrationName;
  title: string;
  /** One sentence: why it is empty, or what will show up here. */
  text: ReactNode;
  /** The one thing that helps (a link or a button), supplied by the page. */
  action?: ReactNode;
  /** Under the page's h1 by default; h3 inside a section that has its own h2. */
  headingLevel?: 2 | 3;
  className?: string;
}

/** A list with nothing in it yet: a picture, a title, a sentence and the one action that helps. */
export function EmptyState({ picture, title, text, action, headingLevel = 2, className }: EmptyStateProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className={className ? `card empty-panel ${className}` : 'card empty-panel'}>
      <Illustration name={picture} size={72} className="empty-panel-picture" />
      <Heading className="empty-panel-title">{title}</Heading>
      <p className="empty-panel-text">{text}</p>
      {action && <div className="empty-panel-action">{action}</div>}
    </div>
  );
}
