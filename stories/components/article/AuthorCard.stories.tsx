import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { AuthorCard } from '#src/components/article/AuthorCard';
import { sampleCatalogue, storyImage } from '#stories/support/sampleContent';

/** A member of the team on the authors index: portrait, name linking to their page, role. */
const author = sampleCatalogue().authors[0]!;

const meta = {
  title: 'Components/Article/AuthorCard',
  component: AuthorCard,
  args: { author: { ...author, image: storyImage(author.image) } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 400 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AuthorCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const link = canvas.getByRole('link', { name: args.author.name });
    await expect(link).toHaveAttribute('href', `/authors/${args.author.slug}`);
    await expect(canvas.getAllByRole('link')).toHaveLength(1);
    await expect(canvas.getByText(args.author.role)).toBeVisible();
    await userEvent.tab();
    await expect(link).toHaveFocus();
  },
};

/** No role known: just the name. */
export const WithoutRole: Story = {
  args: { author: { ...author, image: storyImage(author.image), role: '' } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: args.author.name })).toBeVisible();
  },
};
