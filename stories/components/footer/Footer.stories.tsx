import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Footer } from '#src/components/footer/Footer';

/**
 * The site footer (spec 2.6). The visual layer shows every story at xs (accordions) and lg
 * (columns), so the plays below hold at both widths; MobileAccordions is pinned to xs.
 */
const meta = {
  title: 'Components/Footer',
  component: Footer,
  parameters: { layout: 'fullscreen' },
  args: { showDealerPhone: false },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

const sectionTitles = ['Quick search', 'Tools & services', 'Legal bits', 'Information'];

/** The common case: sections, subscribe and social links, badges and the note, no dealer line. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const footer = canvas.getByRole('contentinfo');
    const scope = within(footer);
    // Either the accordion or the columns are shown, never both: one visible heading per section.
    for (const title of sectionTitles) await expect(scope.getByRole('heading', { name: title })).toBeVisible();
    await expect(scope.getByText(/^© 2026 Kerbside Media Ltd\./)).toBeVisible();
    for (const network of ['Facebook', 'X', 'Instagram']) {
      const link = scope.getByRole('link', { name: `Kerbside on ${network} (opens in a new tab)` });
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link.getAttribute('rel')).toContain('noopener');
    }
    await expect(scope.getByRole('link', { name: /Sign up to the Kerbside newsletter/ })).toHaveAttribute(
      'target',
      '_blank',
    );
    await expect(scope.getByRole('link', { name: /Subscribe to Kerbside magazine/ })).toHaveAttribute(
      'target',
      '_blank',
    );
    await expect(scope.getByRole('img', { name: /Regulated by IPSO/ })).toBeVisible();
    await expect(scope.getByRole('img', { name: 'Kerbside Media Ltd impact report' })).toBeVisible();
    await expect(scope.queryByText(/Call the dealer team/)).toBeNull();
  },
};

/** The 'Call the dealer team' line, enabled with a number: a tel: link. */
export const WithDealerPhone: Story = {
  args: { showDealerPhone: true, dealerPhone: '0800 123 4567' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Call the dealer team on/)).toBeVisible();
    const phone = canvas.getByRole('link', { name: '0800 123 4567' });
    await expect(phone).toHaveAttribute('href', 'tel:08001234567');
    await expect(phone).not.toHaveAttribute('target');
  },
};

/** Enabled but no number given: the line is absent. */
export const DealerPhoneEnabledWithoutNumber: Story = {
  args: { showDealerPhone: true, dealerPhone: undefined },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByText(/Call the dealer team/)).toBeNull();
    await expect(canvasElement.querySelector('a[href^="tel:"]')).toBeNull();
  },
};

/**
 * On xs the sections are accordions with at most one open: opened by click and by keyboard.
 * Pinned to xs through the viewport global (a story global wins over the project's initial
 * viewport, where parameters.viewport.defaultViewport would not).
 */
export const MobileAccordions: Story = {
  globals: { viewport: { value: 'xs', isRotated: false } },
  play: async ({ canvas }) => {
    // Found again at each step: the accordion's code loads as the footer comes near, and replaces
    // the buttons the footer rendered first (LazyAccordion).
    const quick = () => canvas.getByRole('button', { name: 'Quick search' });
    const tools = () => canvas.getByRole('button', { name: 'Tools & services' });
    for (const title of sectionTitles)
      await expect(canvas.getByRole('button', { name: title })).toHaveAttribute('aria-expanded', 'false');
    // The swap done before the first click, so that no click lands on a button it just took away
    // (clicks before the load: the LazyAccordion stories).
    const twinButton = quick();
    await waitFor(() => expect(quick()).not.toBe(twinButton), { timeout: 5000 });

    await userEvent.click(quick());
    await expect(quick()).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('link', { name: 'New car reviews' })).toBeVisible();

    tools().focus();
    await userEvent.keyboard('{Enter}');
    await expect(tools()).toHaveAttribute('aria-expanded', 'true');
    await expect(quick()).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByRole('link', { name: 'Car valuation' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'New car reviews' })).toBeNull();
    const open = canvas.getAllByRole('button').filter((button) => button.getAttribute('aria-expanded') === 'true');
    await expect(open).toEqual([tools()]);
  },
};
