import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { expect, userEvent, waitFor } from 'storybook/test';
import { ShowOnMapButton } from '#src/components/dealers/ShowOnMapButton';
import { dealerMapLink } from '#src/components/dealers/dealerMapLink';
import { dealerTexts } from '#src/components/dealers/dealerTexts';
import { storyDealers } from './dealerStoryData';

/**
 * ShowOnMapButton (#16): a dealer's "Show on map" in the finder's list. It appears only once the
 * map beside the list says it is ready (never without JavaScript or a map); pressing it asks the
 * map to open that dealer's marker, and when the map opens the dealer the button marks its item.
 */
const dealer = storyDealers[0]!;

const meta = {
  title: 'Components/Dealers/ShowOnMapButton',
  component: ShowOnMapButton,
  args: { listId: 'story-dealers', dealerId: dealer.id, dealerName: dealer.name },
} satisfies Meta<typeof ShowOnMapButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Stands in for the map: says it is ready while the story is shown. */
function MapReady({ listId }: { listId: string }) {
  useEffect(() => {
    dealerMapLink(listId).setReady(true);
    return () => dealerMapLink(listId).setReady(false);
  }, [listId]);
  return null;
}

const name = `${dealerTexts.results.showOnMap}: ${dealer.name}`;

/** With a map: Tab reaches the button and Enter asks the map for this dealer. */
export const WithMap: Story = {
  decorators: [
    (Story, { args }) => (
      <ul data-dealer-scroll="">
        <li>
          <MapReady listId={args.listId} />
          <Story />
        </li>
      </ul>
    ),
  ],
  play: async ({ canvas, canvasElement, args }) => {
    const button = await canvas.findByRole('button', { name });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvasElement.querySelector('[data-map-active="true"]')).not.toBeNull());
    // The map opening another dealer clears the mark.
    dealerMapLink(args.listId).activate('another-dealer', 'map');
    await waitFor(() => expect(canvasElement.querySelector('[data-map-active="true"]')).toBeNull());
  },
};

/** Without a map (no JavaScript yet, or the map failed): no button at all. */
export const WithoutMap: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name })).toBeNull();
  },
};
