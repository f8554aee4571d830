import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { HOME_HEADLINE, HOME_SEARCH_INPUT_ID, HomeHero } from '#src/components/HomeHero';
import { searchTexts } from '#src/components/search/searchTexts';

const meta = {
  title: 'Components/HomeHero',
  component: HomeHero,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof HomeHero>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: HOME_HEADLINE })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Find deals' })).toHaveAttribute('href', '/new-car-deals');
    const waysIn = canvas.getByRole('region', { name: 'Start here' });
    await expect(waysIn.querySelectorAll('li')).toHaveLength(6);
  },
};

/** The site search: a GET form to /search with the keyword in `search`, reached and filled by keyboard. */
export const Search: Story = {
  play: async ({ canvas }) => {
    const form = canvas.getByRole('search', { name: searchTexts.formLabel });
    await expect(form).toHaveAttribute('action', '/search');
    await expect(form).toHaveAttribute('method', 'get');
    // Submitting would leave the story, so the form is checked without sending it.
    form.addEventListener('submit', (event) => event.preventDefault());
    const field = canvas.getByRole('searchbox', { name: searchTexts.formLabel });
    await expect(field).toHaveAttribute('id', HOME_SEARCH_INPUT_ID);
    await expect(field).toHaveAttribute('name', 'search');
    await userEvent.tab();
    await expect(field).toHaveFocus();
    await userEvent.keyboard('ford puma');
    await expect(field).toHaveValue('ford puma');
    await expect(new FormData(form as HTMLFormElement).get('search')).toBe('ford puma');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: searchTexts.submit })).toHaveFocus();
  },
};
