import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { ShortlistButton, shortlistButtonTexts } from '#src/components/review/ShortlistButton';
import type { ShortlistStore } from '#src/tools/shortlist/shortlistStore';
import { memoryShortlistStore } from './reviewStorySupport';

/** Adds a car to the shortlist or takes it off; the status line announces each change. */
const item = { id: 'ford-puma-suv', title: 'Ford Puma SUV', url: '/ford/puma/suv/review/r12376', price: 23700 };

const meta = {
  title: 'Components/Review/ShortlistButton',
  component: ShortlistButton,
  args: { item },
  // A fresh in-memory shortlist per story run.
  loaders: [() => ({ store: memoryShortlistStore() })],
  render: (args, { loaded }) => <ShortlistButton {...args} store={loaded.store as ShortlistStore} />,
} satisfies Meta<typeof ShortlistButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Not saved yet: a click saves it. */
export const NotSaved: Story = {
  play: async ({ canvas, loaded }) => {
    const store = loaded.store as ShortlistStore;
    await userEvent.click(canvas.getByRole('button', { name: shortlistButtonTexts.add }));
    await expect(canvas.getByRole('status')).toHaveTextContent(shortlistButtonTexts.added);
    await expect(store.getSnapshot().map((saved) => saved.id)).toEqual([item.id]);
  },
};

/** Already saved: the button offers to remove it; keyboard Enter does. */
export const Saved: Story = {
  loaders: [
    () => {
      const store = memoryShortlistStore();
      store.add(item);
      return { store };
    },
  ],
  play: async ({ canvas, loaded }) => {
    const store = loaded.store as ShortlistStore;
    const button = canvas.getByRole('button', { name: shortlistButtonTexts.remove });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('status')).toHaveTextContent(shortlistButtonTexts.removed);
    await expect(store.has(item.id)).toBe(false);
  },
};
