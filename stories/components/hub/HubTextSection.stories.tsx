import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { classHubs, type TextSection } from '#src/components/hub/hubDefinitions';
import { HubTextSection } from '#src/components/hub/HubTextSection';

/** A hub's explanatory text: a section named by its heading. */
const gap = classHubs['gap-insurance']!.sections.find((section): section is TextSection => section.kind === 'text')!;

const meta = {
  title: 'Components/Hub/HubTextSection',
  component: HubTextSection,
  args: { title: gap.title, paragraphs: gap.paragraphs, id: 'what-gap-covers' },
} satisfies Meta<typeof HubTextSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByRole('region', { name: args.title })).toBeVisible();
    await expect(canvasElement.querySelectorAll('p')).toHaveLength(args.paragraphs.length);
    await expect(canvasElement.querySelector('section')).toHaveAttribute('id', 'what-gap-covers');
  },
};

/** One short paragraph. */
export const Short: Story = {
  args: { title: 'How our reliability survey works', paragraphs: ['Owners tell us what went wrong.'] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Owners tell us what went wrong.')).toBeVisible();
  },
};
