import type { Meta, StoryObj } from '@storybook/react-vite';
import { fontSizes, type FontSize } from '#tokens';
import { Text } from '#src/primitives/Text';

const meta = {
  title: 'Primitives/Text',
  component: Text,
  args: {
    children:
      'The Golf remains one of the most rounded family hatchbacks you can buy, with a comfortable ride and a classy interior.',
  },
} satisfies Meta<typeof Text>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Body: Story = {};

export const Muted: Story = { args: { tone: 'muted', size: 'sm', children: 'By Sam Carter, 12 June 2026' } };

export const Bold: Story = { args: { weight: 'bold', children: 'Verdict' } };

export const Danger: Story = { args: { tone: 'danger', size: 'sm', children: 'Invalid postcode' } };

export const Positive: Story = { args: { tone: 'positive', size: 'sm', children: 'Save £2,450 against list price' } };

export const Scale: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 8 }}>
      {(Object.keys(fontSizes) as FontSize[]).map((size) => (
        <Text key={size} size={size}>
          {`${size} (${fontSizes[size].size}px): Real MPG figures from our tests`}
        </Text>
      ))}
    </div>
  ),
};
