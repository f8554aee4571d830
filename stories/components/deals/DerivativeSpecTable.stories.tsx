import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DerivativeSpecTable } from '#src/components/deals/DerivativeSpecTable';
import { sampleVersion } from './dealsStorySupport';

/** The full specification of one version (derivative page), with versions from the sample catalogue. */
const combustion = sampleVersion('combustion').derivative;
const electric = sampleVersion('electric').derivative;

const meta = {
  title: 'Components/Deals/DerivativeSpecTable',
  component: DerivativeSpecTable,
  args: { derivative: combustion, headingLevel: 2 },
} satisfies Meta<typeof DerivativeSpecTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A car with an engine: official and (where estimated) real-world mpg, no battery figures. */
export const Combustion: Story = {
  play: async ({ canvas }) => {
    const economy = canvas.getByRole('table', { name: 'Economy and emissions' });
    await expect(within(economy).getByRole('rowheader', { name: 'Official economy (WLTP)' })).toBeVisible();
    await expect(within(economy).queryByRole('rowheader', { name: 'Battery capacity' })).toBeNull();
    await expect(canvas.getAllByRole('table')).toHaveLength(5);
  },
};

/** An electric car: range, battery and efficiency instead of mpg. */
export const Electric: Story = {
  args: { derivative: electric },
  play: async ({ canvas }) => {
    const economy = canvas.getByRole('table', { name: 'Economy and emissions' });
    await expect(within(economy).getByRole('rowheader', { name: 'Electric range (official)' })).toBeVisible();
    await expect(within(economy).getByRole('rowheader', { name: 'Battery capacity' })).toBeVisible();
    await expect(within(economy).queryByRole('rowheader', { name: 'Official economy (WLTP)' })).toBeNull();
  },
};
