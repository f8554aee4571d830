import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { buttonSizeNames, buttonTypes } from '#tokens';
import { Button } from '#src/primitives/Button';

const meta = {
  title: 'Primitives/Button',
  component: Button,
  args: { children: 'Get quotes', variant: 'primary', size: 'large', onClick: fn() },
  argTypes: {
    variant: { control: 'select', options: buttonTypes },
    size: { control: 'select', options: buttonSizeNames },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Get quotes' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Secondary: Story = { args: { variant: 'secondary', children: 'View all deals' } };

export const Transparent: Story = { args: { variant: 'transparent', children: 'Find deals' } };

export const MoreInfo: Story = { args: { variant: 'moreInfo', children: 'Get the best price' } };

export const DropdownLink: Story = {
  args: { variant: 'dropdownLink', children: 'Reviews', 'aria-expanded': false },
};

/** Every size of every type, for review at a glance. */
export const AllSizesAndTypes: Story = {
  render: (args) => (
    <table>
      <caption style={{ textAlign: 'start', fontWeight: 700, paddingBottom: 8 }}>Button sizes by type</caption>
      <thead>
        <tr>
          <th scope="col">Type</th>
          {buttonSizeNames.map((size) => (
            <th scope="col" key={size}>
              {size}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {buttonTypes.map((variant) => (
          <tr key={variant}>
            <th scope="row" style={{ textAlign: 'start', paddingInlineEnd: 16 }}>
              {variant}
            </th>
            {buttonSizeNames.map((size) => (
              <td key={size} style={{ padding: 8 }}>
                <Button {...args} variant={variant} size={size}>
                  {`${variant} ${size}`}
                </Button>
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button')).toHaveLength(buttonSizeNames.length * buttonTypes.length);
  },
};

export const AsLink: Story = {
  args: { href: '/new-car-deals', children: 'View all deals', variant: 'secondary' },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'View all deals' });
    await expect(link).toHaveAttribute('href', '/new-car-deals');
  },
};

export const WithIcon: Story = { args: { icon: 'compare', children: 'Compare' } };

export const WithIconAtEnd: Story = { args: { icon: 'arrowRight', iconPosition: 'end', children: 'Find deals' } };

export const IconOnly: Story = {
  args: { icon: 'search', children: null, 'aria-label': 'Search', size: 'small', variant: 'moreInfo' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Search' })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { loading: true, children: 'Get quotes' },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: /Get quotes/ });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Get quotes' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const DisabledLink: Story = {
  args: { href: '/new-car-deals', disabled: true, children: 'View all deals' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'View all deals' });
    await expect(link).toHaveAttribute('aria-disabled', 'true');
    await expect(link).not.toHaveAttribute('href');
  },
};

export const KeyboardActivation: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Get quotes' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};

export const FullWidth: Story = { args: { fullWidth: true }, parameters: { viewport: { defaultViewport: 'xs' } } };
