/**
 * What the information ribbon shows (spec 2.7, 3, 4), as pure data: the first `site_ribbon` item
 * decides a mobile variant (xs and sm: the mobile free text, with the call to action when
 * mobileCTAOptions is on) and a desktop variant (md and up: the free text with its call to action
 * when ctaOptions is on, else the teaser with a list of links). No option flag set means no ribbon
 * at all. Colour flag true is the alert style, false the info style.
 * The config comes from the content store, so missing or empty fields are tolerated.
 */
import type { RibbonConfig, RibbonItem, RibbonLink } from '#src/domain/content/types';

/** Alert style (colour flag true) or info style (false). */
export type RibbonTone = 'alert' | 'info';

/** The ribbon on xs and sm: the mobile free text, linked when it has a URL, and an optional call to action. */
export interface MobileRibbon {
  kind: 'freeText';
  tone: RibbonTone;
  text: string;
  /** Where the text links to; the text is not a link without it. */
  url?: string;
  /** The first ctaInfo link, when mobileCTAOptions is on. */
  cta?: RibbonLink;
}

/** The ribbon from md up, free-text form: the text (linked when it has a URL) and an optional call to action. */
export interface DesktopFreeTextRibbon {
  kind: 'freeText';
  tone: RibbonTone;
  text: string;
  url?: string;
  /** The first ctaInfo link, when ctaOptions is on. */
  cta?: RibbonLink;
}

/** The ribbon from md up, teaser form: the first teaser link and the list of links. */
export interface DesktopTeaserRibbon {
  kind: 'teaserAndList';
  tone: RibbonTone;
  teaser?: RibbonLink;
  links: RibbonLink[];
}

export type DesktopRibbon = DesktopFreeTextRibbon | DesktopTeaserRibbon;

/** Both variants; a null variant means nothing is shown on those viewports. */
export interface RibbonContent {
  mobile: MobileRibbon | null;
  desktop: DesktopRibbon | null;
}

/** Colour flag true means alert style, false info style (spec 3). */
export const ribbonTone = (alert: boolean | undefined): RibbonTone => (alert === true ? 'alert' : 'info');

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** The usable links of a list: both a URL and a title, trimmed. */
export function usableLinks(links: readonly RibbonLink[] | null | undefined): RibbonLink[] {
  if (!Array.isArray(links)) return [];
  return links
    .map((link) => ({ url: text(link?.url), title: text(link?.title) }))
    .filter((link) => link.url !== '' && link.title !== '');
}

/** Whether any option flag is set; with none, the ribbon is hidden (spec 4). */
export function hasRibbonOption(item: Partial<RibbonItem> | null | undefined): boolean {
  return Boolean(
    item && (item.useFreeText === true || item.useTeaserAndList === true || item.useFreeTextMobile === true),
  );
}

/**
 * The variant for xs and sm: the mobile free text (freeTextMobile, mobileColour, mobileTextUrl)
 * and, when mobileCTAOptions is on, the call to action (the first usable ctaInfo link, as on
 * larger screens with ctaOptions). Only the mobile text is used, never the desktop free text.
 */
export function mobileRibbon(item: Partial<RibbonItem>): MobileRibbon | null {
  const message = text(item.freeTextMobile);
  if (item.useFreeTextMobile !== true || message === '') return null;
  const url = text(item.mobileTextUrl);
  const cta = item.mobileCTAOptions === true ? usableLinks(item.ctaInfo)[0] : undefined;
  return {
    kind: 'freeText',
    tone: ribbonTone(item.mobileColour),
    text: message,
    ...(url ? { url } : {}),
    ...(cta ? { cta } : {}),
  };
}

/**
 * The variant from md up: the free text when useFreeText is on and there is text, else the teaser
 * and list when useTeaserAndList is on and there is a link to show.
 */
export function desktopRibbon(item: Partial<RibbonItem>): DesktopRibbon | null {
  const message = text(item.freeText);
  if (item.useFreeText === true && message !== '') {
    const url = text(item.freeTextUrl);
    const cta = item.ctaOptions === true ? usableLinks(item.ctaInfo)[0] : undefined;
    return {
      kind: 'freeText',
      tone: ribbonTone(item.freeTextColour),
      text: message,
      ...(url ? { url } : {}),
      ...(cta ? { cta } : {}),
    };
  }
  if (item.useTeaserAndList === true) {
    const teaser = usableLinks(item.teaserInfo)[0];
    const links = usableLinks(item.listInfo);
    if (!teaser && links.length === 0) return null;
    return { kind: 'teaserAndList', tone: ribbonTone(item.teaserColour), ...(teaser ? { teaser } : {}), links };
  }
  return null;
}

/**
 * What the ribbon shows, from its config's first item; null when it shows nothing anywhere
 * (no config or item, no option flag, or nothing usable under the flags that are set).
 */
export function ribbonContent(config: RibbonConfig | null | undefined): RibbonContent | null {
  const item = Array.isArray(config?.site_ribbon) ? config.site_ribbon[0] : undefined;
  if (!item || !hasRibbonOption(item)) return null;
  const content = { mobile: mobileRibbon(item), desktop: desktopRibbon(item) };
  return content.mobile || content.desktop ? content : null;
}

/**
 * Ribbon links starting with /used-cars, http or /car-leasing are plain anchors (spec 2.7): they
 * load a whole page rather than navigating inside the app. Letter case is ignored.
 * @example isPlainRibbonLink('/used-cars?type=used') // true
 * @example isPlainRibbonLink('/awards/new-car-awards') // false
 */
export function isPlainRibbonLink(url: string): boolean {
  return /^(?:\/used-cars|http|\/car-leasing)/i.test(url.trim());
}
