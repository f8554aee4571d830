import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { NO_TOOLS_MESSAGE, PARTNER_OFFERS_TITLE, ToolsHub } from '#src/components/tools-hub/ToolsHub';
import { partnerOffers, toolsHubPaths, toolsHubSections } from '#src/components/tools-hub/toolsHubLinks';

/** The body of /tools-and-services: partner offers, then every group of tools. */
const meta = {
  title: 'Components/ToolsHub/ToolsHub',
  component: ToolsHub,
  args: { sections: toolsHubSections, offers: partnerOffers },
} satisfies Meta<typeof ToolsHub>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The whole hub: a section per group, named by its heading, each a list of tool cards. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const offers = canvas.getByRole('region', { name: PARTNER_OFFERS_TITLE });
    await expect(within(offers).getAllByRole('listitem')).toHaveLength(partnerOffers.length);
    for (const section of toolsHubSections) {
      const region = canvas.getByRole('region', { name: section.title });
      await expect(within(region).getAllByRole('listitem')).toHaveLength(section.links.length);
    }
    const hrefs = canvas.getAllByRole('link').map((link) => link.getAttribute('href'));
    for (const path of toolsHubPaths()) await expect(hrefs).toContain(path);
  },
};

/** Without partner offers: only the tools. */
export const WithoutOffers: Story = {
  args: { offers: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('region', { name: PARTNER_OFFERS_TITLE })).not.toBeInTheDocument();
    await expect(canvas.getByRole('region', { name: toolsHubSections[0]!.title })).toBeVisible();
  },
};

/** No tools at all (a data mistake): the empty state, with a way back home. */
export const Empty: Story = {
  args: { sections: [], offers: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(NO_TOOLS_MESSAGE)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
  },
};
