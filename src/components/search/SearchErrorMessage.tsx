import { unavailableNoticeAttribute } from '#src/lib/unavailableRender';
import type { SearchClientError } from '#src/adapters/search';
import { Notice } from '#src/primitives/Notice';
import { searchTexts } from './searchTexts';

/**
 * The error state of the results page, a danger Notice: the search service is down or refused
 * the request. A request error (4xx) shows the service's own message, which names what was wrong;
 * anything else says search is unavailable, without internals, and carries the unavailable
 * marker: a page rendered with it answers 503 with Retry-After and is never cached
 * (src/lib/unavailableRender.ts).
 */
export interface SearchErrorMessageProps {
  /** The error of the search (`result.error`). */
  error: SearchClientError['error'];
}

export function SearchErrorMessage({ error }: SearchErrorMessageProps) {
  const badRequest = error.response >= 400 && error.response < 500;
  return (
    <Notice
      tone="danger"
      heading={badRequest ? searchTexts.badRequestHeading : searchTexts.errorHeading}
      text={badRequest ? error.message : searchTexts.errorText}
      data-status={String(error.response)}
      {...(badRequest ? {} : { [unavailableNoticeAttribute]: '' })}
    />
  );
}
