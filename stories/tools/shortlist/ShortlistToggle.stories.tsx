import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { ShortlistToggle, shortlistToggleTexts } from '#src/tools/shortlist/ShortlistToggle';
import { memoryShortlistStore } from '#stories/components/deals/dealsStorySupport';

/** 'Add to shortlist' / 'Remove from shortlist' over a shortlist store (here an in-memory one). */
const item = {
  id: '91234',
  title: 'Volkswagen Golf Life 1.5 TSI 150',
  url: '/volkswagen/golf/hatchback/life/91234',
  price: 27995,
};

const meta = {
  title: 'Tools/Shortlist/ShortlistToggle',
  component: ShortlistToggle,
  args: { item, size: 'small' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ShortlistToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Not saved yet: clicking saves the car and the button turns into 'Remove from shortlist'. */
export const NotSaved: Story = {
  args: { store: memoryShortlistStore() },
  play: async ({ canvas, args }) => {
    args.store?.clear();
    const button = canvas.getByRole('button', { name: new RegExp(`^${shortlistToggleTexts.add}`) });
    await expect(button).toBeEnabled();
    await userEvent.click(button);
    await expect(args.store?.has(item.id)).toBe(true);
    await expect(canvas.getByRole('button', { name: new RegExp(`^${shortlistToggleTexts.remove}`) })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(shortlistToggleTexts.added(item.title));
    // Back to the story's starting state for the screenshot.
    await userEvent.click(canvas.getByRole('button'));
    await expect(args.store?.has(item.id)).toBe(false);
  },
};

/** Already saved: the keyboard removes it (Tab, then Enter). */
export const Saved: Story = {
  args: { store: memoryShortlistStore([item]) },
  play: async ({ canvas, args }) => {
    if (!args.store?.has(item.id)) args.store?.add(item);
    const button = canvas.getByRole('button', { name: new RegExp(`^${shortlistToggleTexts.remove}`) });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.store?.has(item.id)).toBe(false);
    await expect(canvas.getByRole('status')).toHaveTextContent(shortlistToggleTexts.removed(item.title));
    await userEvent.keyboard('{Enter}');
    await expect(args.store?.has(item.id)).toBe(true);
  },
};

/** The smaller size, full width, as under a deal card. */
export const SmallerFullWidth: Story = {
  args: { store: memoryShortlistStore(), size: 'smaller', fullWidth: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button')).toHaveAttribute('data-size', 'smaller');
  },
};
