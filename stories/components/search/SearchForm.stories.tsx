import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { SearchForm } from '#src/components/search/SearchForm';
import { interceptNavigation, navigatedTo } from './storyNavigation';

/**
 * The results page's search form: a GET form to /search with the keyword in `search` (it works
 * without JavaScript). Submissions are intercepted here and their URL recorded.
 */
const meta = {
  title: 'Components/Search/SearchForm',
  component: SearchForm,
  decorators: [interceptNavigation],
  args: { keyword: '' },
} satisfies Meta<typeof SearchForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty: type a keyword and press Enter. */
export const Empty: Story = {
  play: async ({ canvas, canvasElement }) => {
    const form = canvas.getByRole('search', { name: 'Search Kerbside' });
    await expect(form).toHaveAttribute('method', 'get');
    await expect(form).toHaveAttribute('action', '/search');
    const field = canvas.getByRole('searchbox', { name: 'Search Kerbside' });
    await expect(field).toHaveAttribute('name', 'search');
    await userEvent.click(field);
    await userEvent.type(field, 'hyundia tuscon{Enter}');
    await expect(navigatedTo(canvasElement)).toBe('/search?search=hyundia+tuscon');
  },
};

/** With the current keyword: change it and submit with the button (reached by keyboard). */
export const WithKeyword: Story = {
  args: { keyword: 'volkswagon golf' },
  play: async ({ canvas, canvasElement }) => {
    const field = canvas.getByRole('searchbox', { name: 'Search Kerbside' });
    await expect(field).toHaveValue('volkswagon golf');
    await userEvent.clear(field);
    await userEvent.type(field, 'bmw x5 reveiw');
    await userEvent.tab();
    const button = canvas.getByRole('button', { name: 'Search' });
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(navigatedTo(canvasElement)).toBe('/search?search=bmw+x5+reveiw');
  },
};
