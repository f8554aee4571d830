import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { UsedCarsTabs } from '../../../src/components/usedCars/UsedCarsTabs';

/**
 * The condition tabs of /used-cars: links to each list (spec 2.1's used / nearly-new filter
 * query), the current one marked aria-current="page"; with `onSelect` a plain click or Enter runs
 * the choice in place instead of loading the page.
 */
const hrefFor = (key: string) => (key === 'nofilter' ? '/used-cars' : `/used-cars?condition=${key}`);

const meta = {
  title: 'Components/UsedCars/UsedCarsTabs',
  component: UsedCarsTabs,
  args: { active: 'nofilter', hrefFor },
  argTypes: { hrefFor: { control: false }, onSelect: { control: false } },
} satisfies Meta<typeof UsedCarsTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every car: the first tab is current; each tab links to its list. */
export const AllCars: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'Used or nearly new' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'All cars' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Nearly new' })).toHaveAttribute(
      'href',
      '/used-cars?condition=nearly-new',
    );
  },
};

/** Nearly new current. */
export const NearlyNew: Story = {
  args: { active: 'nearly-new' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Nearly new' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'All cars' })).not.toHaveAttribute('aria-current');
  },
};

/** With JavaScript: a click and Enter run onSelect; the link is not followed. */
export const SelectInPlace: Story = {
  args: { active: 'used', onSelect: fn() },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('link', { name: 'Nearly new' }));
    await expect(args.onSelect).toHaveBeenCalledWith('nearly-new');
    canvas.getByRole('link', { name: 'All cars' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith('nofilter');
  },
};
