import { Notice } from './Notice';

/**
 * EmptyState: what a list shows when it has nothing in it, in the list's place. The message is
 * given word for word (the spec's empty-list texts, e.g. 'There are currently no models
 * available for this manufacturer', live in src/lib/errorMessages.ts); an optional link offers
 * a way on.
 */
export interface EmptyStateProps {
  /** The exact text to show. */
  message: string;
  /** A way on from the empty list, e.g. to all reviews. */
  action?: { text: string; href: string };
}

export function EmptyState({ message, action }: EmptyStateProps) {
  return <Notice tone="info" text={message} action={action} data-empty-state="" />;
}
