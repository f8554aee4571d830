import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { KeyFacts } from '#src/components/cards/KeyFacts';
import { SummaryLayout } from '#src/components/cards/SummaryLayout';
import { Image } from '#src/primitives/Image';
import { Price } from '#src/primitives/Price';
import { storyImage } from '#stories/support/sampleContent';
import { sampleVersion } from '../deals/dealsStorySupport';
import { imagesSettled } from '../review/reviewStorySupport';

/** The top of a car's page: its picture beside a panel of price and facts (below it under md). */
const { image } = sampleVersion('combustion');

const meta = {
  title: 'Components/Cards/SummaryLayout',
  component: SummaryLayout,
  args: {
    picture: <Image src={storyImage(image)} alt="Volkswagen Golf" preset="reviewHero" priority />,
    children: (
      <>
        <Price value={24995} size="large" />
        <KeyFacts
          facts={[
            { term: 'Fuel', value: 'Petrol' },
            { term: 'Gearbox', value: 'Manual' },
          ]}
        />
      </>
    ),
  },
} satisfies Meta<typeof SummaryLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A picture and a panel with a price and two facts. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('img', { name: 'Volkswagen Golf' })).toBeVisible();
    await expect(canvas.getByText('£24,995')).toBeVisible();
    await expect(canvas.getByText('Gearbox')).toBeVisible();
    await imagesSettled(canvasElement);
  },
};
