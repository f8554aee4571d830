/**
 * The style weight of a page's HTML: its top-level CSS blocks (a rule, or a whole @media block)
 * across every `<style>` tag, and how many of them repeat one already seen. Used by
 * `npm run bench:pages` and the end-to-end page-cache test (0 repeats is the bar).
 */
export interface CssBlockCount {
  styleTags: number;
  styleBytes: number;
  blocks: number;
  duplicated: number;
}

/** Top-level blocks of a stylesheet, split at brace depth 0 (comments dropped). */
export function topLevelBlocks(css: string): string[] {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const blocks: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (char === '{') depth += 1;
    else if (char === '}') {
      depth -= 1;
      if (depth === 0) {
        const block = text.slice(start, index + 1).trim();
        if (block) blocks.push(block);
        start = index + 1;
      }
    }
  }
  return blocks;
}

export function countCssBlocks(html: string): CssBlockCount {
  const styles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map((match) => match[1] ?? '');
  const seen = new Set<string>();
  let blocks = 0;
  let duplicated = 0;
  for (const css of styles)
    for (const block of topLevelBlocks(css)) {
      blocks += 1;
      if (seen.has(block)) duplicated += 1;
      else seen.add(block);
    }
  return { styleTags: styles.length, styleBytes: styles.reduce((sum, css) => sum + css.length, 0), blocks, duplicated };
}
