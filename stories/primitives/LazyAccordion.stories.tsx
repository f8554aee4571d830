import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { colors } from '#tokens';
import { LazyAccordion } from '#src/primitives/LazyAccordion';

/**
 * The accordion as the footer loads it (issue #13): a twin with Accordion's markup at rest, until
 * it comes within 250px of the viewport, the browser is idle, or the visitor points at, touches or
 * focuses it; then Accordion (with Radix) loads and replaces it. A trigger clicked meanwhile opens
 * its item at once, and it stays open. `loadAccordion` is a spy over the real import that answers
 * after 300 ms here.
 */
const slowAccordion = () =>
  import('#src/primitives/Accordion').then(
    (module) => new Promise<typeof module>((resolve) => setTimeout(() => resolve(module), 300)),
  );

const items = [
  { id: 'quick-search', title: 'Quick search', content: <p>New car reviews, used car reviews and leasing deals.</p> },
  { id: 'tools', title: 'Tools & services', content: <p>Car valuation, car finance and real MPG.</p> },
  { id: 'legal', title: 'Legal bits', content: <p>Terms and conditions, privacy notice and cookie settings.</p> },
];

const meta = {
  title: 'Primitives/LazyAccordion',
  component: LazyAccordion,
  argTypes: { loadAccordion: { control: false } },
  args: {
    items,
    appearance: 'inverse',
    iconColor: 'textInverse',
    loadAccordion: fn(slowAccordion).mockName('loadAccordion'),
    onOpenChange: fn().mockName('onOpenChange'),
  },
  decorators: [
    (Story) => (
      <div style={{ background: colors.brand, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LazyAccordion>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In view, it loads at once; closed before and after, looking exactly like Accordion. */
export const InView: Story = {
  play: async ({ canvas, args }) => {
    const plain = canvas.getByRole('button', { name: 'Quick search' });
    await waitFor(() => expect(args.loadAccordion).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Quick search' })).not.toBe(plain), {
      timeout: 4000,
    });
    for (const trigger of canvas.getAllByRole('button'))
      await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Clicked before the code arrived: the item opens at once and stays open, its trigger focused. */
export const ClickedBeforeLoad: Story = {
  play: async ({ canvas, args }) => {
    const plain = canvas.getByRole('button', { name: 'Tools & services' });
    await userEvent.click(plain);
    await expect(plain).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText(/Car valuation/)).toBeVisible();
    const loaded = await waitFor(
      () => {
        const trigger = canvas.getByRole('button', { name: 'Tools & services' });
        expect(trigger).not.toBe(plain);
        return trigger;
      },
      { timeout: 4000 },
    );
    await expect(loaded).toHaveAttribute('aria-expanded', 'true');
    await expect(loaded).toHaveFocus();
    await expect(args.onOpenChange).toHaveBeenCalledTimes(1);
    await expect(args.onOpenChange).toHaveBeenCalledWith('tools');
  },
};
