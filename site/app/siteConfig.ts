import 'server-only';
import { adServerFromEnv } from '#src/components/ads/adConfig';
import { dealerPhoneFromEnv } from '#src/components/footer/dealerPhone';
import { appOriginFromEnv } from '#src/lib/linkRouting';
import { mapTilesFromEnv } from '#src/lib/mapTiles';
import { searchSitekey } from '#src/server/search/defaultSearch';
import { apiPaths } from '#src/domain/routes';

/** Server-side configuration from the environment; everything is optional (unset = embedded default). */
export function siteConfig() {
  return {
    appOrigin: appOriginFromEnv(process.env),
    imageHost: nonEmpty(process.env.IMAGE_HOST),
    /** Where browsers send site searches: the hosted service, or our own API on the same origin. */
    searchHost: nonEmpty(process.env.SEARCH_HOST) ?? apiPaths.search,
    searchSitekey: searchSitekey(),
    /** The site is embedded in a partner's site (spec 6 isUsedExternal): the login area is hidden. */
    isUsedExternal: isTrue(process.env.IS_USED_EXTERNAL),
    ...dealerPhoneFromEnv(process.env),
    /** The ad server of the ad slots in reviews and articles (AD_SERVER_URL); unset: no slots. */
    ...adServerFromEnv(process.env),
    /** The secret dealers' passwords for GET /api/leads derive from (LEADS_API_SECRET); unset: that GET answers 503. */
    leadsApiSecret: nonEmpty(process.env.LEADS_API_SECRET),
    /** The dealer map's tiles (MAP_TILE_URL, MAP_TILE_ATTRIBUTION); null: the bundled UK outline only. */
    mapTiles: mapTilesFromEnv(process.env),
  };
}

function nonEmpty(value: string | undefined): string | undefined {
  return value && value.trim() !== '' ? value.trim() : undefined;
}

function isTrue(value: string | undefined): boolean {
  return value === 'true' || value === '1';
}
