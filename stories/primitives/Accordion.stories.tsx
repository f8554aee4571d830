import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { colors } from '#tokens';
import { Accordion } from '#src/primitives/Accordion';

const items = [
  {
    id: 'quick-search',
    title: 'Quick search',
    content: <p>New car reviews, used car reviews, new car deals and leasing deals.</p>,
  },
  {
    id: 'tools',
    title: 'Tools & services',
    content: <p>Car valuation, car finance, real MPG and the company car tax calculator.</p>,
  },
  { id: 'legal', title: 'Legal bits', content: <p>Terms and conditions, privacy notice and cookie settings.</p> },
];

const longText = Array.from(
  { length: 8 },
  (_, index) =>
    `Paragraph ${index + 1}: the ride is settled at motorway speeds, road noise is well suppressed and the seats stay comfortable on a long drive.`,
);

const meta = {
  title: 'Primitives/Accordion',
  component: Accordion,
  args: { items, onOpenChange: fn() },
} satisfies Meta<typeof Accordion>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ canvas }) => {
    for (const trigger of canvas.getAllByRole('button'))
      await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  },
};

/** The seed index opens one item at first. */
export const SeededOpen: Story = {
  args: { seedIndex: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Tools & services' })).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText(/Car valuation/)).toBeVisible();
  },
};

/** At most one item is open: opening another closes the first; clicking the open one closes it. */
export const OneAtATime: Story = {
  play: async ({ args, canvas }) => {
    const quick = canvas.getByRole('button', { name: 'Quick search' });
    const legal = canvas.getByRole('button', { name: 'Legal bits' });
    await userEvent.click(quick);
    await expect(quick).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(legal);
    await expect(legal).toHaveAttribute('aria-expanded', 'true');
    await expect(quick).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(legal);
    await expect(legal).toHaveAttribute('aria-expanded', 'false');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(undefined);
  },
};

/** Keyboard: Tab reaches a trigger, arrows move between triggers, Enter and Space toggle. */
export const Keyboard: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Quick search' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const tools = canvas.getByRole('button', { name: 'Tools & services' });
    await expect(tools).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(tools).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard(' ');
    await expect(tools).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Content taller than the set height is clipped behind Show more / Show less. */
export const ShowMoreShowLess: Story = {
  args: {
    seedIndex: 0,
    collapsedHeight: 120,
    items: [
      {
        id: 'verdict',
        title: 'Driving',
        content: (
          <div>
            {longText.map((text) => (
              <p key={text}>{text}</p>
            ))}
          </div>
        ),
      },
    ],
  },
  play: async ({ canvas }) => {
    const more = await canvas.findByRole('button', { name: 'Show more' });
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(more);
    await expect(canvas.getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Show less' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Show more' })).toBeVisible());
  },
};

/** Short content gets no Show more button. */
export const ShortContentNoShowMore: Story = {
  args: { seedIndex: 0, collapsedHeight: 400 },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Show more' })).toBeNull();
  },
};

export const Plain: Story = { args: { appearance: 'plain', seedIndex: 0 } };

/** The footer's accordion on the brand band. */
export const Inverse: Story = {
  args: { appearance: 'inverse', iconColor: 'textInverse', seedIndex: 0 },
  decorators: [
    (Story) => (
      <div style={{ background: colors.brand, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
};
