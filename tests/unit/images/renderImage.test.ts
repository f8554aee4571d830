/**
 * The illustration route's renderer: which paths it draws, that every image URL in the
 * catalogue resolves, and that each SVG is well-formed XML with no script or external reference.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Catalogue } from '#src/domain/content/types';
import { generateCatalogue } from '#src/server/catalogue/generateCatalogue';
import { authorPortrait } from '#src/server/images/authorPortrait';
import { bodyStyles } from '#src/domain/content/enums';
import { carIllustration } from '#src/server/images/carIllustration';
import { makeLogo } from '#src/server/images/makeLogo';
import { paintColours } from '#src/server/images/paintColours';
import { renderImage } from '#src/server/images/renderImage';
import { initialsOf } from '#src/server/images/svgText';

/** Parses SVG as XML and fails on any parser error. */
function parseSvg(svg: string): Document {
  const doc = new DOMParser().parseFromString(svg, 'image/svg+xml');
  expect(doc.getElementsByTagName('parsererror').length).toBe(0);
  expect(doc.documentElement.nodeName).toBe('svg');
  return doc;
}

/** No scripts, event handlers, foreign objects or links to anything outside the document. */
function expectSafe(svg: string): void {
  expect(svg).not.toMatch(/<script/i);
  expect(svg).not.toMatch(/\son[a-z]+\s*=/i);
  expect(svg).not.toMatch(/foreignObject|<image|<use|href=|@import|javascript:/i);
  const urls = svg.match(/url\([^)]*\)/g) ?? [];
  for (const url of urls) expect(url).toMatch(/^url\(#[a-z-]+\)$/);
}

describe('renderImage', () => {
  it('draws every body style in every palette colour', () => {
    for (const bodyStyle of bodyStyles) {
      for (const colour of paintColours) {
        const image = renderImage(`car/${bodyStyle}/${colour.slug}.svg`);
        expect(image, `${bodyStyle}/${colour.slug}`).not.toBeNull();
      }
    }
    const svg = renderImage('car/suv/flame-red.svg')?.svg ?? '';
    expect(svg).toContain('#c8212b');
    expect(svg).toContain('Flame Red suv');
  });

  it('draws logos and portraits for any safe slug, using the real make name where known', () => {
    expect(renderImage('logo/volkswagen.svg')?.svg).toContain('Volkswagen logo');
    expect(renderImage('logo/bmw.svg')?.svg).toContain('>BMW<');
    expect(renderImage('author/sam-carter.svg')?.svg).toContain('>SC<');
  });

  it.each([
    '',
    'car/suv/flame-red',
    'car/suv/flame-red.png',
    'car/lorry/flame-red.svg',
    'car/suv/hot-pink.svg',
    'car/suv/../flame-red.svg',
    'car/../../etc/passwd.svg',
    'car/suv/flame-red.svg/extra',
    'logo/Volkswagen.svg',
    'logo/volkswagen.svg.svg',
    'logo/-volkswagen.svg',
    'logo/vw_golf.svg',
    'logo/a%20b.svg',
    'logo/<script>.svg',
    `logo/${'a'.repeat(61)}.svg`,
    'author/sam carter.svg',
    'other/thing.svg',
    'logo/.svg',
    '/logo/volkswagen.svg',
  ])('rejects %j', (path) => {
    expect(renderImage(path)).toBeNull();
  });

  it('resolves every image URL the catalogue uses', () => {
    const catalogue: Catalogue = generateCatalogue();
    const urls = new Set<string>([
      ...catalogue.makes.map((m) => m.logo),
      ...catalogue.models.map((m) => m.image),
      ...catalogue.authors.map((a) => a.image),
      ...catalogue.reviews.flatMap((r) => [r.heroImage, r.author.image]),
      ...catalogue.articles.flatMap((a) => [
        a.heroImage,
        a.author.image,
        ...a.slides.map((s) => s.image),
        ...a.ranked.map((r) => r.image),
      ]),
      ...catalogue.deals.map((d) => d.image),
      ...catalogue.usedCars.map((u) => u.image),
    ]);
    for (const url of urls) {
      expect(url.startsWith('/img/'), url).toBe(true);
      expect(renderImage(url.slice('/img/'.length)), url).not.toBeNull();
    }
  });
});

describe('SVG output', () => {
  let samples: string[];
  beforeAll(() => {
    samples = [
      ...bodyStyles.map((bodyStyle) => carIllustration({ bodyStyle, colour: '#1f4e8c', colourName: 'Atlantic Blue' })),
      carIllustration({ bodyStyle: 'hatchback', colour: '#f4f5f2', width: 370, height: 245 }),
      makeLogo({ name: 'Mercedes-Benz' }),
      makeLogo({ name: 'Rolls & <Royce> "Test"' }),
      authorPortrait({ name: "Niamh O'Doherty" }),
    ];
  });

  it('is well-formed XML with an accessible title', () => {
    for (const svg of samples) {
      const doc = parseSvg(svg);
      expect(doc.documentElement.getAttribute('role')).toBe('img');
      expect(doc.getElementsByTagName('title')[0]?.textContent?.length).toBeGreaterThan(0);
    }
  });

  it('has no scripts or external references', () => {
    for (const svg of samples) expectSafe(svg);
  });

  it('sizes to the presets while keeping the drawing ratio', () => {
    const doc = parseSvg(carIllustration({ bodyStyle: 'suv', colour: '#c8212b', width: 370, height: 245 }));
    expect(doc.documentElement.getAttribute('width')).toBe('370');
    expect(doc.documentElement.getAttribute('height')).toBe('245');
    expect(doc.documentElement.getAttribute('viewBox')).toBe('0 0 760 503');
  });

  it('escapes names', () => {
    const svg = makeLogo({ name: 'Rolls & <Royce> "Test"' });
    expect(svg).toContain('Rolls &amp; &lt;Royce&gt; &quot;Test&quot;');
  });

  it('rejects colours that are not hex', () => {
    expect(() => carIllustration({ bodyStyle: 'suv', colour: 'red" onload="x' })).toThrow(RangeError);
  });
});

describe('initialsOf', () => {
  it.each([
    ['Sam Carter', 'SC'],
    ['Land Rover', 'LR'],
    ['Mercedes-Benz', 'MB'],
    ['BMW', 'BMW'],
    ['Citroën', 'C'],
    ['Volkswagen', 'V'],
    ['Rolls-Royce', 'RR'],
  ])('%s -> %s', (name, initials) => {
    expect(initialsOf(name)).toBe(initials);
  });
});
