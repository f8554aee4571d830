import { describe, expect, it } from 'vitest';
import type { RibbonConfig, RibbonItem } from '#src/domain/content/types';
import {
  desktopRibbon,
  hasRibbonOption,
  isPlainRibbonLink,
  mobileRibbon,
  ribbonContent,
  ribbonTone,
  usableLinks,
} from '#src/components/ribbon/ribbonContent';
import { ribbonConfig, ribbonItem } from './ribbonFixture';

const base = ribbonItem;
const config = ribbonConfig;

const cta = { url: '/awards/new-car-awards', title: 'See the winners' };

describe('ribbonContent', () => {
  it('gives the mobile and the desktop free texts, each with the call to action its flag turns on', () => {
    expect(ribbonContent(config())).toEqual({
      mobile: { kind: 'freeText', tone: 'info', text: base.freeTextMobile, url: '/awards/new-car-awards', cta },
      desktop: {
        kind: 'freeText',
        tone: 'info',
        text: base.freeText,
        url: '/awards/new-car-awards',
        cta: { url: '/awards/new-car-awards', title: 'See the winners' },
      },
    });
  });

  it('uses only the first site_ribbon item', () => {
    const second = { ...base, freeText: 'Second item' };
    expect(ribbonContent(config({}, second))?.desktop).toMatchObject({ text: base.freeText });
  });

  it.each([
    ['no config', undefined],
    ['null config', null],
    ['an empty site_ribbon', { site_ribbon: [] }],
    ['a site_ribbon that is not a list', { site_ribbon: 'nope' } as unknown as RibbonConfig],
    ['no option flag', config({ useFreeText: false, useTeaserAndList: false, useFreeTextMobile: false })],
  ])('is null (no ribbon) with %s', (_, input) => {
    expect(ribbonContent(input)).toBeNull();
  });

  it('is null when the flags are set but nothing is usable', () => {
    expect(
      ribbonContent(
        config({ freeText: ' ', freeTextMobile: '', teaserInfo: [], listInfo: [{ url: '', title: 'No url' }] }),
      ),
    ).toBeNull();
  });

  it('shows only the mobile variant when only useFreeTextMobile is on', () => {
    expect(ribbonContent(config({ useFreeText: false, useTeaserAndList: false }))).toEqual({
      mobile: { kind: 'freeText', tone: 'info', text: base.freeTextMobile, url: '/awards/new-car-awards', cta },
      desktop: null,
    });
  });

  it('shows only the desktop variant when useFreeTextMobile is off', () => {
    const content = ribbonContent(config({ useFreeTextMobile: false }));
    expect(content?.mobile).toBeNull();
    expect(content?.desktop?.kind).toBe('freeText');
  });

  it('maps each colour flag to its own variant: true is alert, false info', () => {
    const content = ribbonContent(config({ mobileColour: true, freeTextColour: false }));
    expect(content?.mobile?.tone).toBe('alert');
    expect(content?.desktop?.tone).toBe('info');
    expect(ribbonContent(config({ freeTextColour: true, mobileColour: false }))?.desktop?.tone).toBe('alert');
  });
});

describe('hasRibbonOption', () => {
  it.each([
    [{ useFreeText: true }, true],
    [{ useTeaserAndList: true }, true],
    [{ useFreeTextMobile: true }, true],
    [{ useFreeText: false, useTeaserAndList: false, useFreeTextMobile: false }, false],
    [{}, false],
    [null, false],
  ])('%j -> %s', (item, expected) => {
    expect(hasRibbonOption(item)).toBe(expected);
  });

  it('accepts only true, not truthy strings from loose data', () => {
    expect(hasRibbonOption({ useFreeText: 'false' } as unknown as Partial<RibbonItem>)).toBe(false);
  });
});

describe('mobileRibbon', () => {
  it('uses freeTextMobile, mobileColour and mobileTextUrl, never the desktop free text', () => {
    expect(mobileRibbon({ ...base, mobileColour: true, mobileTextUrl: '/used-cars', mobileCTAOptions: false })).toEqual(
      {
        kind: 'freeText',
        tone: 'alert',
        text: base.freeTextMobile,
        url: '/used-cars',
      },
    );
  });

  it('has no url when mobileTextUrl is empty: the text is not a link', () => {
    expect(mobileRibbon({ ...base, mobileTextUrl: '  ', mobileCTAOptions: false })).toEqual({
      kind: 'freeText',
      tone: 'info',
      text: base.freeTextMobile,
    });
  });

  it('adds the first usable ctaInfo link when mobileCTAOptions is on', () => {
    expect(mobileRibbon(base)?.cta).toEqual(cta);
    expect(
      mobileRibbon({
        ...base,
        ctaInfo: [
          { url: '', title: 'No url' },
          { url: ' /second ', title: ' Second ' },
        ],
      })?.cta,
    ).toEqual({ url: '/second', title: 'Second' });
  });

  it('follows mobileCTAOptions, not ctaOptions', () => {
    expect(mobileRibbon({ ...base, mobileCTAOptions: false, ctaOptions: true })).not.toHaveProperty('cta');
    expect(mobileRibbon({ ...base, mobileCTAOptions: true, ctaOptions: false })?.cta).toEqual(cta);
    expect(desktopRibbon({ ...base, mobileCTAOptions: true, ctaOptions: false })).not.toHaveProperty('cta');
    expect(desktopRibbon({ ...base, mobileCTAOptions: false, ctaOptions: true })).toHaveProperty('cta', cta);
  });

  it('leaves the call to action out without a usable ctaInfo link, or when the flag is not exactly true', () => {
    expect(mobileRibbon({ ...base, ctaInfo: [] })).not.toHaveProperty('cta');
    expect(mobileRibbon({ ...base, ctaInfo: undefined })).not.toHaveProperty('cta');
    expect(mobileRibbon({ ...base, mobileCTAOptions: 'true' as unknown as boolean })).not.toHaveProperty('cta');
  });

  it('shows no call to action without the mobile text', () => {
    expect(mobileRibbon({ ...base, freeTextMobile: '' })).toBeNull();
  });

  it('is null when off or without text', () => {
    expect(mobileRibbon({ ...base, useFreeTextMobile: false })).toBeNull();
    expect(mobileRibbon({ ...base, freeTextMobile: '   ' })).toBeNull();
    expect(mobileRibbon({ ...base, freeTextMobile: undefined })).toBeNull();
  });

  it('trims the text', () => {
    expect(mobileRibbon({ ...base, freeTextMobile: '  Hello  ' })?.text).toBe('Hello');
  });
});

describe('desktopRibbon', () => {
  it('leaves the call to action out when ctaOptions is off', () => {
    expect(desktopRibbon({ ...base, ctaOptions: false })).toEqual({
      kind: 'freeText',
      tone: 'info',
      text: base.freeText,
      url: '/awards/new-car-awards',
    });
  });

  it('leaves the call to action out when ctaInfo has no usable link', () => {
    expect(desktopRibbon({ ...base, ctaInfo: [] })).not.toHaveProperty('cta');
    expect(desktopRibbon({ ...base, ctaInfo: undefined })).not.toHaveProperty('cta');
    expect(desktopRibbon({ ...base, ctaInfo: [{ url: '/x', title: '' }] })).not.toHaveProperty('cta');
  });

  it('has no url when freeTextUrl is empty', () => {
    expect(desktopRibbon({ ...base, freeTextUrl: '' })).not.toHaveProperty('url');
  });

  it('prefers the free text over the teaser when both are on', () => {
    expect(desktopRibbon(base)?.kind).toBe('freeText');
  });

  it('falls back to the teaser and list when useFreeText is off', () => {
    expect(desktopRibbon({ ...base, useFreeText: false, teaserColour: true })).toEqual({
      kind: 'teaserAndList',
      tone: 'alert',
      teaser: { url: '/new-car-deals', title: 'Save with Kerbside' },
      links: base.listInfo,
    });
  });

  it('falls back to the teaser when useFreeText is on but the free text is empty', () => {
    expect(desktopRibbon({ ...base, freeText: '' })?.kind).toBe('teaserAndList');
  });

  it('uses the first teaser only and every usable list link', () => {
    const ribbon = desktopRibbon({
      ...base,
      useFreeText: false,
      teaserInfo: [
        { url: '/first', title: 'First' },
        { url: '/second', title: 'Second' },
      ],
      listInfo: [
        { url: '/a', title: 'A' },
        { url: '', title: 'No url' },
        { url: '/b', title: '  B  ' },
      ],
    });
    expect(ribbon).toMatchObject({
      teaser: { url: '/first', title: 'First' },
      links: [
        { url: '/a', title: 'A' },
        { url: '/b', title: 'B' },
      ],
    });
  });

  it('shows a teaser without a list, or a list without a teaser', () => {
    expect(desktopRibbon({ ...base, useFreeText: false, listInfo: [] })).toMatchObject({ links: [] });
    const listOnly = desktopRibbon({ ...base, useFreeText: false, teaserInfo: [] });
    expect(listOnly).not.toHaveProperty('teaser');
    expect(listOnly).toMatchObject({ links: base.listInfo });
  });

  it('is null with neither teaser nor list links', () => {
    expect(desktopRibbon({ ...base, useFreeText: false, teaserInfo: [], listInfo: [] })).toBeNull();
  });

  it('is null when neither free text nor teaser is on', () => {
    expect(desktopRibbon({ ...base, useFreeText: false, useTeaserAndList: false })).toBeNull();
  });
});

describe('usableLinks', () => {
  it('keeps links with a url and a title, trimmed', () => {
    expect(
      usableLinks([
        { url: ' /a ', title: ' A ' },
        { url: '/b', title: '' },
        null as unknown as { url: string; title: string },
      ]),
    ).toEqual([{ url: '/a', title: 'A' }]);
    expect(usableLinks(undefined)).toEqual([]);
  });
});

describe('ribbonTone', () => {
  it('is alert for true and info otherwise', () => {
    expect(ribbonTone(true)).toBe('alert');
    expect(ribbonTone(false)).toBe('info');
    expect(ribbonTone(undefined)).toBe('info');
  });
});

describe('isPlainRibbonLink', () => {
  it.each([
    '/used-cars',
    '/used-cars?type=used',
    '/used-cars/ford',
    '/car-leasing',
    '/car-leasing/deals/personal',
    '/car-leasing-deals',
    'http://example.com/',
    'https://partner.example/offer',
    'HTTPS://PARTNER.EXAMPLE/',
    '  /used-cars',
  ])('%s is a plain anchor', (url) => {
    expect(isPlainRibbonLink(url)).toBe(true);
  });

  it.each([
    '/new-car-deals',
    '/awards/new-car-awards',
    '/reviews',
    'used-cars',
    '/my/used-cars',
    '',
    '/',
    'mailto:a@b.c',
  ])('%j uses the Link primitive', (url) => {
    expect(isPlainRibbonLink(url)).toBe(false);
  });
});
