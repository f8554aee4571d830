import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { KeyFacts } from '#src/components/cards/KeyFacts';

/** The labelled figures of a car, a version or an offer: term on the left, value on the right. */
const meta = {
  title: 'Components/Cards/KeyFacts',
  component: KeyFacts,
  args: {
    facts: [
      { term: 'Year', value: 2021 },
      { term: 'Mileage', value: '24,500 miles' },
      { term: 'Fuel', value: 'Petrol' },
      { term: 'Gearbox', value: 'Manual' },
    ],
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof KeyFacts>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Four facts, each a term and its value, in order. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('term').map((term) => term.textContent)).toEqual([
      'Year',
      'Mileage',
      'Fuel',
      'Gearbox',
    ]);
    await expect(canvas.getAllByRole('definition')[1]).toHaveTextContent('24,500 miles');
  },
};

/** A fact the item does not have (null) is left out, term and value alike. */
export const WithAMissingFact: Story = {
  args: {
    facts: [{ term: 'Fuel', value: 'Electric' }, null, { term: 'Electric range', value: '250 miles' }],
  },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement);
    await expect(list.getAllByRole('term')).toHaveLength(2);
    await expect(list.getAllByRole('definition')).toHaveLength(2);
    await expect(list.getByText('Electric range')).toBeVisible();
  },
};
