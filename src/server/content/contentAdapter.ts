/**
 * The ContentAdapter the site uses: HTTP when CONTENT_API_URL is set (a remote Content API,
 * e.g. https://content.example/api/content), else the local SQLite store in process. Memoised;
 * re-chosen only when CONTENT_API_URL or CONTENT_API_TIMEOUT_MS changes.
 */
import type { ContentAdapter } from '#src/adapters/content/ContentAdapter';
import { createHttpContent } from '#src/adapters/content/httpContent';
import { defaultContentStore } from './defaultContentStore';
import { createLocalContent } from './localContent';

let memo: { key: string; adapter: ContentAdapter } | null = null;

export function contentAdapter(): ContentAdapter {
  const url = process.env.CONTENT_API_URL?.trim() ?? '';
  const timeoutMs = positiveInteger(process.env.CONTENT_API_TIMEOUT_MS);
  const key = url ? `${url} ${timeoutMs ?? ''}` : 'local';
  if (memo?.key === key) return memo.adapter;
  const adapter = url
    ? createHttpContent(url, timeoutMs === undefined ? {} : { timeoutMs })
    : createLocalContent(defaultContentStore);
  memo = { key, adapter };
  return adapter;
}

/** A whole number above 0, or undefined (unset or not a number: the default applies). */
function positiveInteger(value: string | undefined): number | undefined {
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed > 0 ? parsed : undefined;
}
