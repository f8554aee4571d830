import { describe, it, expect } from 'vitest';
import { imageUrl, imageSrcSet } from '#src/lib/imageUrl';
import { imagePresets } from '#tokens';

const photo = 'https://img.example.com/cars/a.jpg';

describe('imageUrl (spec 7)', () => {
  it('inserts WxH after the third path segment of an absolute URL', () => {
    expect(imageUrl(photo, { width: 370, height: 245 })).toBe('https://img.example.com/370x245/cars/a.jpg');
  });
  it('inserts fit-in/WxH when fitIn is set', () => {
    expect(imageUrl(photo, { width: 1200, height: 800, fitIn: true })).toBe(
      'https://img.example.com/fit-in/1200x800/cars/a.jpg',
    );
  });
  it('works with the image presets of tokens', () => {
    expect(imageUrl(photo, imagePresets.articleHero.lg)).toBe('https://img.example.com/760x503/cars/a.jpg');
  });
  it('keeps the query string and handles http and protocol-relative URLs', () => {
    expect(imageUrl('http://img.example.com/a.jpg?v=2', { width: 100, height: 100 })).toBe(
      'http://img.example.com/100x100/a.jpg?v=2',
    );
    expect(imageUrl('//img.example.com/a.jpg', { width: 75, height: 50 })).toBe('//img.example.com/75x50/a.jpg');
  });
  it('rounds fractional sizes to whole pixels', () => {
    expect(imageUrl(photo, { width: 370.4, height: 244.6 })).toBe('https://img.example.com/370x245/cars/a.jpg');
  });
  it('returns a root-relative URL unchanged without an imageHost', () => {
    expect(imageUrl('/img/a.svg', { width: 370, height: 245 })).toBe('/img/a.svg');
  });
  it('resolves a root-relative URL against the imageHost, then inserts the size', () => {
    expect(imageUrl('/img/a.jpg', { width: 370, height: 245, imageHost: 'https://img.example.com' })).toBe(
      'https://img.example.com/370x245/img/a.jpg',
    );
    expect(imageUrl('/img/a.jpg', { width: 370, height: 245, imageHost: 'https://img.example.com/' })).toBe(
      'https://img.example.com/370x245/img/a.jpg',
    );
  });
  it('leaves an absolute URL on its own host when an imageHost is given', () => {
    expect(imageUrl(photo, { width: 10, height: 10, imageHost: 'https://other.example.com' })).toBe(
      'https://img.example.com/10x10/cars/a.jpg',
    );
  });
  it('returns URLs it cannot resize unchanged', () => {
    const size = { width: 370, height: 245, imageHost: 'https://img.example.com' };
    expect(imageUrl('img/a.jpg', size)).toBe('img/a.jpg');
    expect(imageUrl('data:image/png;base64,AAAA', size)).toBe('data:image/png;base64,AAAA');
    expect(imageUrl('https://img.example.com', size)).toBe('https://img.example.com');
    expect(imageUrl('', size)).toBe('');
    expect(imageUrl('/img/a.jpg', { width: 1, height: 1, imageHost: 'not a url' })).toBe('/img/a.jpg');
  });
  it('returns the URL unchanged for sizes that are not positive', () => {
    expect(imageUrl(photo, { width: 0, height: 245 })).toBe(photo);
    expect(imageUrl(photo, { width: 370, height: Number.NaN })).toBe(photo);
    expect(imageUrl(photo, { width: -5, height: 5 })).toBe(photo);
  });
});

describe('imageSrcSet', () => {
  it('lists each size with a w descriptor, narrowest first', () => {
    expect(
      imageSrcSet(photo, [
        { width: 740, height: 490 },
        { width: 370, height: 245 },
      ]),
    ).toBe('https://img.example.com/370x245/cars/a.jpg 370w, https://img.example.com/740x490/cars/a.jpg 740w');
  });
  it('drops repeated widths, keeping the first', () => {
    expect(imageSrcSet(photo, [imagePresets.author.lg, imagePresets.author.md, { width: 64, height: 64 }])).toBe(
      'https://img.example.com/64x64/cars/a.jpg 64w, https://img.example.com/100x100/cars/a.jpg 100w',
    );
  });
  it('passes fitIn and imageHost on', () => {
    expect(
      imageSrcSet('/a.jpg', [{ width: 200, height: 100 }], { fitIn: true, imageHost: 'https://img.example.com' }),
    ).toBe('https://img.example.com/fit-in/200x100/a.jpg 200w');
  });
  it('is empty when the URL cannot be resized', () => {
    expect(imageSrcSet('/img/a.svg', [{ width: 370, height: 245 }])).toBe('');
    expect(imageSrcSet('', [{ width: 370, height: 245 }])).toBe('');
  });
  it('skips sizes that are not positive and is empty without sizes', () => {
    expect(
      imageSrcSet(photo, [
        { width: 0, height: 0 },
        { width: 50, height: 50 },
      ]),
    ).toBe('https://img.example.com/50x50/cars/a.jpg 50w');
    expect(imageSrcSet(photo, [])).toBe('');
  });
});
