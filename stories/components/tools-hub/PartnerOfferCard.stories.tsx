import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { PartnerOfferCard } from '#src/components/tools-hub/PartnerOfferCard';
import { partnerOffers } from '#src/components/tools-hub/toolsHubLinks';

/** A partner offer of spec 1 on /tools-and-services: the saving, the offer and a call to its own page (#16). */
const [warranty, gap, finance] = partnerOffers;

const meta = {
  title: 'Components/ToolsHub/PartnerOfferCard',
  component: PartnerOfferCard,
  args: { offer: warranty! },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PartnerOfferCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 5% off a warranty: the badge, the heading and the link, reached by keyboard. */
export const Warranty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('5% off')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 3, name: warranty!.title })).toBeVisible();
    await userEvent.tab();
    const link = canvas.getByRole('link', { name: warranty!.linkText });
    await expect(link).toHaveFocus();
    await expect(link).toHaveAttribute('href', '/partner-offers/car-warranty');
  },
};

/** 12% off GAP insurance. */
export const GapInsurance: Story = {
  args: { offer: gap! },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('12% off')).toBeVisible();
    await expect(canvas.getByRole('link', { name: gap!.linkText })).toHaveAttribute(
      'href',
      '/partner-offers/gap-insurance',
    );
  },
};

/** Car finance. */
export const CarFinance: Story = {
  args: { offer: finance! },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: finance!.linkText })).toHaveAttribute(
      'href',
      '/partner-offers/car-finance',
    );
  },
};
