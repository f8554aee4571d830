import type { ReactNode } from 'react';
import { ContentUnavailable } from '../listing/ContentUnavailable';
import { EmptyState } from '#src/primitives/EmptyState';
import { ListSection } from '../listing/ListSection';

/**
 * HomeSection: one part of the home page (latest reviews, top deals, news and advice, awards)
 * that reads its own content and degrades on its own: when the content service is down it says
 * so (ContentUnavailable) under its heading while the rest of the page renders; when there is
 * nothing to show it says that instead of leaving an empty heading.
 */
export type HomeSectionState = 'ok' | 'empty' | 'unavailable';

export interface HomeSectionProps {
  /** The section heading, e.g. 'Latest reviews'. */
  title: string;
  /** Element id of the section (an anchor, e.g. 'latest-reviews'). */
  id: string;
  /** Whether the content loaded ('ok'), loaded with nothing in it ('empty') or could not be read ('unavailable'). */
  state: HomeSectionState;
  /** A link to the whole list beside the heading, e.g. { text: 'All car reviews', href: '/reviews' }. */
  moreLink?: { text: string; href: string };
  /** What could not be shown, for the unavailable message, e.g. 'the latest reviews'. */
  unavailableWhat: string;
  /** What an empty section says, word for word. */
  emptyMessage: string;
  /** The content, shown when the state is 'ok'. */
  children?: ReactNode;
}

export function HomeSection({ title, id, state, moreLink, unavailableWhat, emptyMessage, children }: HomeSectionProps) {
  return (
    <ListSection title={title} id={id} moreLink={moreLink}>
      {state === 'ok' && children}
      {state === 'empty' && <EmptyState message={emptyMessage} action={moreLink} />}
      {state === 'unavailable' && <ContentUnavailable what={unavailableWhat} />}
    </ListSection>
  );
}
