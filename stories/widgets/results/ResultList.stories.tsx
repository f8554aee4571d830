import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ResultItem } from '#src/widgets/results/ResultItem';
import { ResultList } from '#src/widgets/results/ResultList';
import { golfHits } from '#stories/components/search/sampleSearchResults';

/**
 * The one list of search hits (/search and the results widget): an ordered list numbered from
 * the page's first position, each item carrying its hit's id for the click statistics, each hit
 * drawn by the caller (here the shared ResultItem).
 */
const meta = {
  title: 'Widgets/Results/ResultList',
  component: ResultList,
  args: {
    hits: golfHits,
    label: 'Search results',
    renderHit: (hit) => <ResultItem hit={hit} headingLevel={3} />,
  },
  argTypes: { hits: { control: false }, renderHit: { control: false } },
} satisfies Meta<typeof ResultList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Page 1: numbered from 1, one item per hit, each with its hit id. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Search results' });
    await expect(list).not.toHaveAttribute('start', '2');
    const items = canvas.getAllByRole('listitem');
    await expect(items.map((item) => item.getAttribute('data-hit-id'))).toEqual(golfHits.map((hit) => hit.id));
  },
};

/** Page 2 of ten a page: the numbering goes on from 11. */
export const SecondPage: Story = {
  args: { start: 11, hits: golfHits.slice(0, 2) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: 'Search results' })).toHaveAttribute('start', '11');
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
  },
};
