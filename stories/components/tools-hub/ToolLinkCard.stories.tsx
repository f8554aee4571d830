import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { ToolLinkCard } from '#src/components/tools-hub/ToolLinkCard';
import { toolsHubSections } from '#src/components/tools-hub/toolsHubLinks';

/** One tool on /tools-and-services: its name linking to it, and what it does. */
const link = toolsHubSections[0]!.links[1]!;

const meta = {
  title: 'Components/ToolsHub/ToolLinkCard',
  component: ToolLinkCard,
  args: { link },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ToolLinkCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The tool's name is a level-3 heading and the link; the keyboard reaches it. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 3, name: link.title });
    await expect(heading).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: link.title })).toHaveFocus();
    await expect(canvas.getByRole('link', { name: link.title })).toHaveAttribute('href', link.href);
    await expect(canvas.getByText(link.description)).toBeVisible();
  },
};

/** A long name and description wrap inside the card; a level-4 heading for a deeper outline. */
export const LongTextLevel4: Story = {
  args: {
    headingLevel: 4,
    link: {
      title: 'Company car benefit-in-kind tax calculator for electric and plug-in hybrid cars',
      description:
        'Work out the benefit-in-kind tax on a company car from its list price, CO2 emissions and electric range, for this tax year and the next three.',
      href: '/news/company-car-tax-calculator',
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 4 })).toBeVisible();
  },
};
