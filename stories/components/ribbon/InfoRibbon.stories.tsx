import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { viewports } from '#tokens';
import type { RibbonConfig, RibbonItem } from '#src/domain/content/types';
import { InfoRibbon } from '#src/components/ribbon/InfoRibbon';
import { sampleCatalogue } from '#stories/support/sampleContent';

/**
 * The information ribbon (spec 2.7, 4). Both variants are rendered and CSS shows the mobile one
 * below md (with the call to action when mobileCTAOptions is on) and the desktop one from md up; the visual layer screenshots every story at xs and lg,
 * so each play checks that exactly the variant for the current width is visible.
 */
const sample = sampleCatalogue().ribbon;
const sampleItem = sample.site_ribbon[0]!;
const withItem = (overrides: Partial<RibbonItem>): RibbonConfig => ({
  site_ribbon: [{ ...sampleItem, ...overrides }],
});

const meta = {
  title: 'Components/InfoRibbon',
  component: InfoRibbon,
  parameters: { layout: 'fullscreen' },
  args: { config: sample },
} satisfies Meta<typeof InfoRibbon>;

export default meta;
type Story = StoryObj<typeof meta>;

const isWide = () => window.matchMedia(`(min-width: ${viewports.md.minWidth}px)`).matches;

/** The data-variant of each ribbon variant the browser actually shows. */
const shownVariants = (root: HTMLElement) =>
  Array.from(root.querySelectorAll<HTMLElement>('[data-variant]'))
    .filter((element) => element.checkVisibility())
    .map((element) => element.dataset.variant);

const ribbon = (root: HTMLElement) => root.querySelector<HTMLElement>('section[aria-label="Information"]')!;

/**
 * The sample ribbon: free text with a call to action in the info style; below md the mobile text,
 * with the same call to action because the sample sets mobileCTAOptions.
 */
export const FreeTextInfo: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('region', { name: 'Information' })).toBeVisible();
    await expect(shownVariants(canvasElement)).toEqual([isWide() ? 'freeText' : 'mobile']);
    await expect(ribbon(canvasElement)).toHaveAttribute('data-desktop-tone', 'info');
    await expect(canvas.getByRole('link', { name: 'See the winners' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Close information ribbon' })).toBeVisible();
  },
};

/** Colour flags true: the alert style. */
export const FreeTextAlert: Story = {
  args: { config: withItem({ freeTextColour: true, mobileColour: true }) },
  play: async ({ canvasElement }) => {
    await expect(ribbon(canvasElement)).toHaveAttribute('data-desktop-tone', 'alert');
    await expect(ribbon(canvasElement)).toHaveAttribute('data-mobile-tone', 'alert');
    await expect(shownVariants(canvasElement)).toEqual([isWide() ? 'freeText' : 'mobile']);
  },
};

/** Free text off: the teaser and the list of links from md up. */
export const TeaserAndList: Story = {
  args: { config: withItem({ useFreeText: false }) },
  play: async ({ canvas, canvasElement }) => {
    await expect(shownVariants(canvasElement)).toEqual([isWide() ? 'teaserAndList' : 'mobile']);
    const teaser = canvas.getByRole('link', { name: 'Save with Kerbside', hidden: true });
    await expect(teaser).toHaveAttribute('href', '/new-car-deals');
    await expect(canvas.getAllByRole('listitem', { hidden: true })).toHaveLength(sampleItem.listInfo.length);
    if (isWide()) await expect(teaser).toBeVisible();
  },
};

/** On a phone only the mobile free text shows; mobileCTAOptions off leaves the call to action out. */
export const MobileText: Story = {
  globals: { viewport: { value: 'xs', isRotated: false } },
  args: { config: withItem({ mobileColour: true, mobileCTAOptions: false }) },
  play: async ({ canvas, canvasElement }) => {
    await expect(shownVariants(canvasElement)).toEqual(['mobile']);
    await expect(ribbon(canvasElement)).toHaveAttribute('data-mobile-tone', 'alert');
    await expect(canvas.getByRole('link', { name: sampleItem.freeTextMobile })).toHaveAttribute(
      'href',
      sampleItem.mobileTextUrl,
    );
    await expect(canvas.queryByRole('link', { name: 'See the winners' })).toBeNull();
  },
};

/**
 * On a phone with mobileCTAOptions on: the mobile free text and then the call to action (the first
 * ctaInfo link), even with ctaOptions, the desktop flag, off.
 */
export const MobileCallToAction: Story = {
  globals: { viewport: { value: 'xs', isRotated: false } },
  args: { config: withItem({ mobileCTAOptions: true, ctaOptions: false }) },
  play: async ({ canvas, canvasElement }) => {
    await expect(shownVariants(canvasElement)).toEqual(['mobile']);
    const mobile = canvasElement.querySelector<HTMLElement>('[data-variant="mobile"]')!;
    await expect(mobile).toContainElement(canvas.getByRole('link', { name: sampleItem.freeTextMobile }));
    const cta = canvas.getByRole('link', { name: sampleItem.ctaInfo[0]!.title });
    await expect(cta).toBeVisible();
    await expect(cta).toHaveAttribute('href', sampleItem.ctaInfo[0]!.url);
    await expect(mobile).toContainElement(cta);
  },
};

/** No option flag set: the ribbon renders nothing. */
export const Hidden: Story = {
  args: { config: withItem({ useFreeText: false, useTeaserAndList: false, useFreeTextMobile: false }) },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-story-root]')).toBeEmptyDOMElement();
  },
};

/** The close button hides the ribbon for the rest of the page view. */
export const Closed: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Close information ribbon' }));
    await expect(canvas.queryByRole('region', { name: 'Information' })).toBeNull();
    await expect(canvasElement.querySelector('[data-story-root]')).toBeEmptyDOMElement();
  },
};

/** Links to /used-cars, /car-leasing and http URLs are plain anchors; the rest use the Link primitive. */
export const PlainAnchorLinks: Story = {
  args: {
    config: withItem({
      useFreeText: false,
      mobileTextUrl: '/used-cars?type=used',
      teaserInfo: [{ url: 'https://partner.example/warranty', title: '5% off a warranty' }],
      listInfo: [
        { url: '/used-cars', title: 'Used cars for sale' },
        { url: '/car-leasing', title: 'Car leasing' },
        { url: '/car-comparison', title: 'Car comparison' },
      ],
    }),
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(shownVariants(canvasElement)).toEqual([isWide() ? 'teaserAndList' : 'mobile']);
    const usedCars = canvas.getByRole('link', { name: 'Used cars for sale', hidden: true });
    await expect(usedCars).toHaveAttribute('href', '/used-cars');
    await expect(usedCars).toHaveAttribute('data-ribbon-link', 'plain');
    // The Link primitive marks its anchors with data-link-kind; a plain anchor has none.
    await expect(usedCars).not.toHaveAttribute('data-link-kind');
    for (const name of ['Car leasing', '5% off a warranty'])
      await expect(canvas.getByRole('link', { name, hidden: true })).toHaveAttribute('data-ribbon-link', 'plain');
    await expect(canvas.getByRole('link', { name: 'Car comparison', hidden: true })).toHaveAttribute(
      'data-link-kind',
      'app',
    );
    const mobile = canvas.getByRole('link', { name: sampleItem.freeTextMobile, hidden: true });
    await expect(mobile).toHaveAttribute('data-ribbon-link', 'plain');
  },
};
