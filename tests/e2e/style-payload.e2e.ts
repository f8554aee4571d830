import { describe, expect, inject, it } from 'vitest';

/**
 * What Server Component styles cost in a page's HTML (docs/adr/0013): every styled-components
 * class in the server markup has its rule in the page's style tags, so hoisting the styles and
 * outlining them in the flight payload lost none (the first element of a kind is often in a
 * `not-found` tree that is never shown); the flight payload carries each style element once and
 * every repeat as a short `$@` reference; production class names carry no display name and no
 * component id.
 */
const baseURL = inject('baseURL');
const desktop = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36';

async function html(path: string) {
  const response = await fetch(`${baseURL}${path}`, { headers: { 'user-agent': desktop } });
  expect(response.status, path).toBe(200);
  return response.text();
}

/** The decoded flight payload Next inlines for hydration (`self.__next_f.push([1, "…"])`). */
function flightOf(page: string): string {
  return [...page.matchAll(/<script>self\.__next_f\.push\((\[[\s\S]*?\])\)<\/script>/g)]
    .map((match) => JSON.parse(match[1]!) as unknown[])
    .filter((chunk) => chunk[0] === 1 && typeof chunk[1] === 'string')
    .map((chunk) => chunk[1] as string)
    .join('');
}

/**
 * The class names in the markup. In production they are styled-components' generated names and
 * nothing else: no component ids (`sc-…`) and no display names (scripts/patch-styled-components.mjs).
 */
function classNames(page: string): Set<string> {
  const markup = page.replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, '');
  const names = new Set<string>();
  for (const [, list] of markup.matchAll(/ class="([^"]*)"/g))
    for (const token of list!.split(/\s+/)) if (token) names.add(token);
  return names;
}

/** Five templates: home, a review and a news article linked from it, a make page, search. */
async function templatePaths() {
  const home = await html('/');
  const review = /href="(\/[^"]+\/review\/[^"]+)"/.exec(home)?.[1];
  const article = /href="(\/news\/[^"/]+\/[^"]+)"/.exec(home)?.[1];
  expect(review).toBeTruthy();
  expect(article).toBeTruthy();
  return ['/', review!, article!, '/abarth', '/search?search=golf'];
}

describe('Server Component styles in the HTML', () => {
  it('give every styled-components class in the markup its rule', async () => {
    for (const path of await templatePaths()) {
      const page = await html(path);
      const css = [...page.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map((match) => match[1]).join('\n');
      const names = classNames(page);
      expect(names.size, path).toBeGreaterThan(50);
      const missing = [...names].filter((name) => !new RegExp(`\\.${name}(?![\\w-])`).test(css));
      expect(missing, path).toEqual([]);
    }
  });

  it('carry each style element once in the flight payload, every repeat as a short reference', async () => {
    for (const path of await templatePaths()) {
      const flight = flightOf(await html(path));
      // A row per outlined style element: `4f:["$","style",null,{"href":"sc-…", …}]` (after a
      // newline, or right after a text row, which has none).
      const rows = [
        ...flight.matchAll(/(?<![0-9a-f])([0-9a-f]+):\["\$","style",(?:null|"[^"]*"),\{[^{}]*?"href":"([^"]+)"/g),
      ];
      const hrefs = rows.map((row) => row[2]);
      expect(hrefs.length, path).toBeGreaterThan(20);
      expect(new Set(hrefs).size, path).toBe(hrefs.length);
      // Nowhere else is a style element written out in full.
      expect(flight.split('["$","style",').length - 1, path).toBe(rows.length);
      const references = rows.reduce((sum, row) => sum + (flight.split(`"$@${row[1]}"`).length - 1), 0);
      expect(references, path).toBeGreaterThan(rows.length);
    }
  });

  it('hydrate no Link: Server Components render plain anchors (ADR 0030)', async () => {
    for (const path of await templatePaths()) {
      const flight = flightOf(await html(path));
      // A client reference row: `10:I[66616,["$4","$5"],"Link"]` names the export it hydrates.
      const hydrated = [...flight.matchAll(/(?<![0-9a-f])[0-9a-f]+:I\[\d+,\[[^\]]*\],"([^"]+)"\]/g)].map(
        (row) => row[1],
      );
      expect(hydrated.length, path).toBeGreaterThan(3);
      expect(hydrated, path).not.toContain('Link');
    }
  });

  it('name classes without display names or component ids in production', async () => {
    const names = [...classNames(await html('/'))];
    expect(names.length).toBeGreaterThan(50);
    expect(names.filter((name) => /__\w+-sc-|^sc-/.test(name))).toEqual([]);
  });
});
