import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { VisuallyHidden } from '#src/primitives/VisuallyHidden';

const meta = {
  title: 'Primitives/VisuallyHidden',
  component: VisuallyHidden,
  args: { children: 'Read by screen readers only' },
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Present in the accessibility tree, invisible on screen. */
export const Hidden: Story = {
  render: (args) => (
    <p>
      Price from £18,995
      <VisuallyHidden {...args}> including VAT and delivery</VisuallyHidden>
    </p>
  ),
  play: async ({ canvas }) => {
    const hidden = canvas.getByText(/including VAT/);
    await expect(hidden.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};

/** A skip link: hidden until it receives keyboard focus. */
export const FocusableSkipLink: Story = {
  args: { as: 'a', href: '#main-content', focusable: true, children: 'Skip to main content' },
  render: (args) => (
    <>
      <VisuallyHidden {...args} />
      <main id="main-content" tabIndex={-1}>
        Main content
      </main>
    </>
  ),
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Skip to main content' });
    await expect(link.getBoundingClientRect().width).toBeLessThanOrEqual(1);
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(link.getBoundingClientRect().width).toBeGreaterThan(1);
  },
};
