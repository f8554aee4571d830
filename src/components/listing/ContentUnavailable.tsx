import { unavailableNoticeAttribute } from '#src/lib/unavailableRender';
import { Notice } from '#src/primitives/Notice';

/**
 * ContentUnavailable: the error state of a page whose content service (database or Content API)
 * cannot be reached. Pages catch ServiceUnavailableError and render this in the server HTML
 * instead of crashing, so visitors get a clear message and a way on. Its marker attribute makes
 * the server answer the page 503 with Retry-After and keeps it out of every cache
 * (src/lib/unavailableRender.ts).
 */
export interface ContentUnavailableProps {
  /** What could not be shown, e.g. 'these reviews'; 'this page' by default. */
  what?: string;
}

/** The texts of the panel, for pages and tests. */
export const contentUnavailableTexts = {
  heading: (what: string) => `Sorry, we can't show ${what} right now`,
  text: 'Our content service is not answering at the moment. Please try again in a few minutes.',
  homeLink: 'Go to the home page',
} as const;

export function ContentUnavailable({ what = 'this page' }: ContentUnavailableProps) {
  return (
    <Notice
      tone="danger"
      heading={contentUnavailableTexts.heading(what)}
      text={contentUnavailableTexts.text}
      action={{ text: contentUnavailableTexts.homeLink, href: '/' }}
      {...{ [unavailableNoticeAttribute]: '' }}
    />
  );
}
