/**
 * The information ribbon configuration (spec 3, 4): its first item announces the Kerbside New
 * Car Awards in free text (info style) with a call to action, a shorter mobile text followed by
 * the same call to action (mobileCTAOptions), and a teaser with list links for larger screens
 * when free text is switched off.
 */
import type { RibbonConfig } from '#src/domain/content/types';
import { PRODUCT_NAME } from '#src/lib/constants';
import { awardPaths, sitePaths } from '#src/domain/routes';

export function makeRibbon(today: string): RibbonConfig {
  const year = Number(today.slice(0, 4));
  return {
    site_ribbon: [
      {
        useFreeText: true,
        useTeaserAndList: true,
        useFreeTextMobile: true,
        freeText: `The ${PRODUCT_NAME} New Car Awards ${year}: find out which cars our experts rate as the best you can buy.`,
        freeTextColour: false,
        freeTextUrl: awardPaths.hub('new-car-awards'),
        freeTextMobile: `${PRODUCT_NAME} New Car Awards ${year}`,
        mobileColour: false,
        mobileTextUrl: awardPaths.hub('new-car-awards'),
        ctaInfo: [{ url: awardPaths.hub('new-car-awards'), title: 'See the winners' }],
        ctaOptions: true,
        mobileCTAOptions: true,
        teaserInfo: [{ url: sitePaths.newCarDeals, title: `Save with ${PRODUCT_NAME}` }],
        teaserColour: false,
        listInfo: [
          { url: sitePaths.leasing, title: 'Car leasing' },
          { url: sitePaths.usedCars, title: 'Used cars for sale' },
          { url: sitePaths.newCarDeals, title: 'New car deals' },
        ],
      },
    ],
  };
}
