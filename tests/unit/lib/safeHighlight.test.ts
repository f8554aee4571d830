import { describe, expect, it } from 'vitest';
import { escapeHtmlText, safeHighlight } from '#src/lib/safeHighlight';

/** Parse the HTML as the browser would and list the elements it makes. */
function elementsOf(html: string): string[] {
  const template = document.createElement('template');
  template.innerHTML = html;
  return Array.from(template.content.querySelectorAll('*')).map((element) => element.tagName.toLowerCase());
}

function textOf(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.content.textContent ?? '';
}

describe('safeHighlight', () => {
  it('keeps the engine’s <em> tags and its escaped text as they are', () => {
    const engine = 'The <em>Golf</em> &amp; the &lt;Polo&gt; &quot;GTI&quot; &#39;R&#39;';
    expect(safeHighlight(engine)).toBe(engine);
    expect(elementsOf(safeHighlight(engine))).toEqual(['em']);
    expect(textOf(safeHighlight(engine))).toBe(`The Golf & the <Polo> "GTI" 'R'`);
  });

  it.each([
    ['<script>window.__xss=1</script>', '&lt;script&gt;window.__xss=1&lt;/script&gt;'],
    ['<img src=x onerror="window.__xss=2">', '&lt;img src=x onerror=&quot;window.__xss=2&quot;&gt;'],
    ['<svg onload=alert(1)>', '&lt;svg onload=alert(1)&gt;'],
    ['<em onmouseover="alert(1)">x</em>', '&lt;em onmouseover=&quot;alert(1)&quot;&gt;x&lt;/em&gt;'],
    ['<a href="javascript:alert(1)">x</a>', '&lt;a href=&quot;javascript:alert(1)&quot;&gt;x&lt;/a&gt;'],
    ["<iframe src='//evil'></iframe>", '&lt;iframe src=&#39;//evil&#39;&gt;&lt;/iframe&gt;'],
    ['<<script>script>', '&lt;&lt;script&gt;script&gt;'],
    ['<em/><b>bold</b>', '&lt;em/&gt;&lt;b&gt;bold&lt;/b&gt;'],
  ])('escapes %s', (payload, escaped) => {
    expect(safeHighlight(payload)).toBe(escaped);
    expect(elementsOf(safeHighlight(payload))).toEqual([]);
    // What the reader sees is the payload itself, as text.
    expect(textOf(safeHighlight(payload))).toBe(payload);
  });

  it('lets a payload around real <em> tags show only as text', () => {
    const html = safeHighlight('<em>golf</em><img src=x onerror="window.__xss=2"><em>club</em>');
    expect(elementsOf(html)).toEqual(['em', 'em']);
    expect(textOf(html)).toBe('golf<img src=x onerror="window.__xss=2">club');
  });

  it('escapes a stray ampersand but keeps character references', () => {
    expect(safeHighlight('Fish & chips &amp; &#169; &#xA9; &copy;')).toBe(
      'Fish &amp; chips &amp; &#169; &#xA9; &copy;',
    );
    expect(safeHighlight('&;&#;&#x;&1;')).toBe('&amp;;&amp;#;&amp;#x;&amp;1;');
  });

  it('balances the <em> tags', () => {
    expect(safeHighlight('</em>a <em>b')).toBe('&lt;/em&gt;a <em>b</em>');
    expect(safeHighlight('<em><em>a</em>')).toBe('<em><em>a</em></em>');
    expect(safeHighlight('<EM>a</EM>')).toBe('<em>a</em>');
  });

  it('gives an empty string for nothing', () => {
    expect(safeHighlight('')).toBe('');
    expect(safeHighlight(null)).toBe('');
    expect(safeHighlight(undefined)).toBe('');
  });
});

describe('escapeHtmlText', () => {
  it('escapes every special character', () => {
    expect(escapeHtmlText(`<a href="x" title='y'>&amp;</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;amp;&lt;/a&gt;',
    );
  });
});
