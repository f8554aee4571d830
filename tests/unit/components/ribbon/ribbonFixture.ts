/** A ribbon item with every option on and the info style everywhere, shared by the ribbon tests. */
import type { RibbonConfig, RibbonItem } from '#src/domain/content/types';

export const ribbonItem: RibbonItem = {
  useFreeText: true,
  useTeaserAndList: true,
  useFreeTextMobile: true,
  freeText: 'The New Car Awards 2026: find out which cars our experts rate.',
  freeTextColour: false,
  freeTextUrl: '/awards/new-car-awards',
  freeTextMobile: 'New Car Awards 2026: see the winners',
  mobileColour: false,
  mobileTextUrl: '/awards/new-car-awards',
  ctaInfo: [
    { url: '/awards/new-car-awards', title: 'See the winners' },
    { url: '/second', title: 'Second' },
  ],
  ctaOptions: true,
  mobileCTAOptions: true,
  teaserInfo: [{ url: '/new-car-deals', title: 'Save with Kerbside' }],
  teaserColour: false,
  listInfo: [
    { url: '/car-leasing', title: 'Car leasing' },
    { url: '/used-cars', title: 'Used cars for sale' },
    { url: '/new-car-deals', title: 'New car deals' },
  ],
};

/** A config whose first item is the fixture with some fields changed, then any further items. */
export const ribbonConfig = (overrides: Partial<RibbonItem> = {}, ...more: RibbonItem[]): RibbonConfig => ({
  site_ribbon: [{ ...ribbonItem, ...overrides }, ...more],
});
