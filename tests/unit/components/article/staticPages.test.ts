import { describe, expect, it } from 'vitest';
import { staticPageById, staticPages } from '#src/components/article/staticPages';
import { footerSections } from '#src/components/footer/footerLinks';

describe('static pages', () => {
  it('serves every legal link of the footer at exactly its URL', () => {
    const legal = footerSections.find((section) => section.id === 'legal-bits')!;
    for (const link of legal.links) {
      const id = link.href.split('/').pop()!;
      expect(staticPageById(id)?.url, link.text).toBe(link.href);
      expect(staticPageById(id)?.title).toBe(link.text);
    }
  });

  it('has real content: a summary, a date and sections with text', () => {
    for (const page of Object.values(staticPages)) {
      expect(page.summary.length).toBeGreaterThan(40);
      expect(page.updatedAt).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(page.sections.length).toBeGreaterThanOrEqual(4);
      for (const section of page.sections) {
        expect(section.heading).not.toBe('');
        expect(section.paragraphs.length).toBeGreaterThan(0);
        for (const paragraph of section.paragraphs) expect(paragraph).not.toMatch(/lorem|placeholder|todo|tbc/i);
      }
    }
  });

  it('knows only its own ids', () => {
    expect(staticPageById('n17592')).toBeUndefined();
    expect(staticPageById('toString')).toBeUndefined();
  });
});
