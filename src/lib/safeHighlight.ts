/**
 * Search highlights are HTML (search-api.md: "the document text escaped, with only the server's own
 * <em> tags added"), and the results page renders them as markup. Our embedded engine already
 * escapes the text, but SEARCH_HOST may point at another service, so nothing from a highlight
 * reaches the page as markup except exactly `<em>` and `</em>`: every other `<`, `>`, quote and
 * stray `&` is escaped, so a `<script>` or `<img onerror>` in a document shows as inert text.
 */

/** Character references kept as they are (they can only ever stand for text). */
const characterReference = /^&(?:#\d{1,7}|#x[\da-f]{1,6}|[a-z][a-z\d]{1,31});$/i;

/** Bare <em> / </em> tags, character references, and every character that needs escaping. */
const token = /<em>|<\/em>|&(?:#\d{1,7}|#x[\da-f]{1,6}|[a-z][a-z\d]{1,31});|[&<>"']/gi;

const escapes: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escape text for HTML (all of `& < > " '`). */
export function escapeHtmlText(text: string): string {
  return text.replace(/[&<>"']/g, (char) => escapes[char] ?? char);
}

/**
 * A highlight made safe to render as HTML: escaped, with only balanced `<em>` / `</em>` kept
 * (a closing tag with nothing open is shown as text; tags left open are closed at the end).
 *
 * @example safeHighlight('<em>Golf</em> <script>x</script>') // '<em>Golf</em> &lt;script&gt;x&lt;/script&gt;'
 * @param highlight The hit's highlight; null or undefined gives ''.
 */
export function safeHighlight(highlight: string | null | undefined): string {
  if (typeof highlight !== 'string' || highlight === '') return '';
  let open = 0;
  const html = highlight.replace(token, (match) => {
    const lower = match.toLowerCase();
    if (lower === '<em>') {
      open += 1;
      return '<em>';
    }
    if (lower === '</em>') {
      if (open === 0) return '&lt;/em&gt;';
      open -= 1;
      return '</em>';
    }
    if (characterReference.test(match)) return match;
    return escapes[match] ?? match;
  });
  return html + '</em>'.repeat(open);
}
