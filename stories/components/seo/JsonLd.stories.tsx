import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { JsonLd } from '#src/components/seo/JsonLd';
import { breadcrumbSchema } from '#src/lib/seo/pageMetadata';

/**
 * JSON-LD blocks (spec 3 seoSchema): invisible data for search engines. The plays read the
 * script elements back and check that content cannot break out of them.
 */
const meta = {
  title: 'Components/SEO/JsonLd',
  component: JsonLd,
  args: {
    schema: [
      breadcrumbSchema(
        [
          { name: 'Home', path: '/' },
          { name: 'Reviews', path: '/reviews' },
        ],
        'https://kerbside.example',
      ),
    ],
  },
} satisfies Meta<typeof JsonLd>;

export default meta;
type Story = StoryObj<typeof meta>;

const blocks = (root: HTMLElement) =>
  Array.from(root.querySelectorAll('script[type="application/ld+json"]')).map(
    (script) => JSON.parse(script.textContent ?? '') as Record<string, unknown>,
  );

/** A breadcrumb trail as a BreadcrumbList. */
export const Breadcrumbs: Story = {
  play: async ({ canvasElement }) => {
    const [block] = blocks(canvasElement);
    await expect(block).toMatchObject({ '@context': 'https://schema.org', '@type': 'BreadcrumbList' });
    await expect(block?.itemListElement).toHaveLength(2);
  },
};

/** Text that tries to close the script element stays inside it, escaped. */
export const EscapesScriptBreakout: Story = {
  args: {
    schema: [{ type: 'Review', innerHTML: { name: '</script><script>window.__jsonld=1</script>' } }],
  },
  play: async ({ canvasElement }) => {
    const scripts = canvasElement.querySelectorAll('script');
    await expect(scripts).toHaveLength(1);
    await expect(scripts[0]?.innerHTML).not.toContain('</script>');
    await expect(blocks(canvasElement)[0]?.name).toBe('</script><script>window.__jsonld=1</script>');
    await expect((window as { __jsonld?: number }).__jsonld).toBeUndefined();
  },
};
