/**
 * The ContentAdapter the site uses: HTTP when CONTENT_API_URL is set (a remote Content API,
 * e.g. https://content.example/api/content), else the local SQLite store in process. Memoised;
 * re-chosen only when CONTENT_API_URL changes.
 */
import type { ContentAdapter } from '../../adapters/content/ContentAdapter';
import { createHttpContent } from '../../adapters/content/httpContent';
import { defaultContentStore } from './defaultContentStore';
import { createLocalContent } from './localContent';

let memo: { key: string; adapter: ContentAdapter } | null = null;

export function contentAdapter(): ContentAdapter {
  const url = process.env.CONTENT_API_URL?.trim() ?? '';
  const key = url || 'local';
  if (memo?.key === key) return memo.adapter;
  const adapter = url ? createHttpContent(url) : createLocalContent(defaultContentStore);
  memo = { key, adapter };
  return adapter;
}
