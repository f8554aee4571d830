import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DealerMap } from '#src/components/dealers/DealerMap';
import { DealerResults } from '#src/components/dealers/DealerResults';
import { dealerTexts } from '#src/components/dealers/dealerTexts';
import type { DealerMapMarker } from '#src/domain/dealers';
import { dealerMarkers } from '#src/lib/dealerMarkers';
import { storyMakeNames, storyResult } from './dealerStoryData';

/**
 * The dealer finder's map (#16, ADR 0023), an enhancement beside the list: Leaflet, loaded only
 * in the browser, centred on the search point at zoom 11 over the bundled UK outline (no tiles,
 * so no request leaves the page), with the search point and one numbered marker per dealer.
 * Markers and list are linked both ways by keyboard. No animation, so every state is stable.
 */
const meta = {
  title: 'Components/Dealers/DealerMap',
  component: DealerMap,
  args: { markers: dealerMarkers(storyResult), originLabel: 'SW1A 1AA', listId: 'dealer-results' },
  render: (args) => (
    <DealerResults result={storyResult} makeNames={storyMakeNames} listId={args.listId} map={<DealerMap {...args} />} />
  ),
} satisfies Meta<typeof DealerMap>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The map's dealer markers, once Leaflet has drawn them. */
async function dealerPins(root: HTMLElement): Promise<HTMLElement[]> {
  await waitFor(() => expect(root.querySelectorAll('[data-dealer-map] [data-dealer-id]').length).toBeGreaterThan(0));
  return Array.from(root.querySelectorAll<HTMLElement>('[data-dealer-map] [data-dealer-id]'));
}

/** The open popup's content, once Leaflet has drawn it. */
function openPopup(root: HTMLElement): Promise<HTMLElement> {
  return waitFor(() => {
    const element = root.querySelector<HTMLElement>('.leaflet-popup-content');
    expect(element).not.toBeNull();
    return element!;
  });
}

/**
 * The map beside the list: a named region, the UK outline drawn as a vector layer, one marker
 * per listed dealer numbered as in the list, the search point's marker, and "Show on map" for
 * each dealer once the map is ready.
 */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const pins = await dealerPins(canvasElement);
    await expect(pins.map((pin) => pin.dataset.dealerId)).toEqual(storyResult.items.map((dealer) => dealer.id));
    await expect(pins.map((pin) => pin.textContent)).toEqual(['1', '2', '3', '4', '5']);
    await expect(pins[0]).toHaveAccessibleName('1. Victoria Volkswagen, 0.55 miles');
    await expect(canvas.getByRole('region', { name: dealerTexts.map.label('SW1A 1AA') })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Search point: SW1A 1AA' })).toBeVisible();
    await expect(canvasElement.querySelectorAll('.ks-map-land').length).toBe(2);
    // No tiles: nothing but the outline under the markers.
    await expect(canvasElement.querySelector('.leaflet-tile')).toBeNull();
    await expect(canvas.getByText(dealerTexts.map.outlineCredit)).toBeVisible();
    await waitFor(() => expect(canvas.getAllByRole('button', { name: /^Show on map: / })).toHaveLength(5));
  },
};

/**
 * From the map to the list: Tab reaches the first marker; Enter opens its popup (the marker's
 * contentHtml) and marks the dealer in the list; Space does the same on the next marker.
 */
export const MarkerToList: Story = {
  play: async ({ canvasElement }) => {
    const pins = await dealerPins(canvasElement);
    pins[0]!.focus();
    await userEvent.keyboard('{Enter}');
    const popup = await openPopup(canvasElement);
    await expect(popup).toHaveTextContent('Victoria Volkswagen');
    await expect(popup).toHaveTextContent('0.55 miles');
    await expect(pins[0]).toHaveFocus();
    const first = canvasElement.querySelector('#dealer-results-dealer-0007')!;
    await waitFor(() => expect(first.querySelector('[data-map-active]')).not.toBeNull());
    await userEvent.tab();
    await expect(pins[1]).toHaveFocus();
    await userEvent.keyboard(' ');
    await waitFor(() =>
      expect(canvasElement.querySelector('.leaflet-popup-content')).toHaveTextContent('Park Lane Motors'),
    );
    const second = canvasElement.querySelector('#dealer-results-dealer-0012')!;
    await waitFor(() => expect(second.querySelector('[data-map-active]')).not.toBeNull());
    await expect(first.querySelector('[data-map-active]')).toBeNull();
  },
};

/** From the list to the map: "Show on map" focuses the dealer's marker and opens its popup. */
export const ListToMarker: Story = {
  play: async ({ canvas, canvasElement }) => {
    const pins = await dealerPins(canvasElement);
    const show = await canvas.findByRole('button', { name: 'Show on map: Shoreditch Ford' });
    show.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(pins[4]).toHaveFocus());
    await expect(canvasElement.querySelector('.leaflet-popup-content')).toHaveTextContent('Shoreditch Ford');
    await expect(pins[4]).toHaveAttribute('data-active', 'true');
    const item = canvasElement.querySelector('#dealer-results-dealer-0058')!;
    await expect(
      within(item as HTMLElement).getByRole('button', { name: /Show on map/ }).parentElement,
    ).toHaveAttribute('data-map-active', 'true');
  },
};

const hostile: DealerMapMarker[] = dealerMarkers(storyResult).map((marker, index) =>
  index === 1
    ? {
        ...marker,
        contentHtml:
          '<strong>Victoria Volkswagen</strong><img src=x onerror="window.__pwned=1"><script>window.__pwned=1</script><br>0.55 miles',
      }
    : marker,
);

/** A popup's HTML is sanitised before display: a few text tags stay, images and scripts go. */
export const SanitisedPopup: Story = {
  args: { markers: hostile },
  play: async ({ canvasElement }) => {
    const pins = await dealerPins(canvasElement);
    pins[0]!.focus();
    await userEvent.keyboard('{Enter}');
    const popup = await openPopup(canvasElement);
    await expect(popup.querySelector('strong')).toHaveTextContent('Victoria Volkswagen');
    await expect(popup.querySelector('img, script')).toBeNull();
    await expect((window as { __pwned?: number }).__pwned).toBeUndefined();
  },
};
