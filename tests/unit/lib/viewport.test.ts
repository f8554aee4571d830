import { describe, it, expect } from 'vitest';
import { detectViewport, viewportMeta, isMobileViewport } from '#src/lib/viewport';

const ua = {
  iPhone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  androidPhone:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
  firefoxAndroidPhone: 'Mozilla/5.0 (Android 14; Mobile; rv:127.0) Gecko/127.0 Firefox/127.0',
  cubotPhone:
    'Mozilla/5.0 (Linux; Android 9; CUBOT X20) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36',
  windowsPhone:
    'Mozilla/5.0 (Windows Phone 10.0; Android 6.0.1; Microsoft; Lumia 950) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/52.0.2743.116 Mobile Safari/537.36 Edge/15.15063',
  iPad: 'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  androidTablet:
    'Mozilla/5.0 (Linux; Android 13; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  firefoxTablet: 'Mozilla/5.0 (Android 14; Tablet; rv:127.0) Gecko/127.0 Firefox/127.0',
  kindle:
    'Mozilla/5.0 (Linux; Android 9; KFTRWI) AppleWebKit/537.36 (KHTML, like Gecko) Silk/120.2.1 like Chrome/120.0.0.0 Safari/537.36',
  desktopChrome:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  macSafari:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  windowsTouchLaptop: 'Mozilla/5.0 (compatible; MSIE 10.0; Windows NT 6.1; Trident/6.0; Touch; Tablet PC 2.0)',
  googlebot: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  googlebotSmartphone:
    'Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  bingbot: 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
};

describe('detectViewport', () => {
  it('gives xs for phones', () => {
    expect(detectViewport(ua.iPhone)).toBe('xs');
    expect(detectViewport(ua.androidPhone)).toBe('xs');
    expect(detectViewport(ua.firefoxAndroidPhone)).toBe('xs');
    expect(detectViewport(ua.cubotPhone)).toBe('xs');
    expect(detectViewport(ua.windowsPhone)).toBe('xs');
  });
  it('gives sm for tablets (iPad, Android without Mobile, Tablet)', () => {
    expect(detectViewport(ua.iPad)).toBe('sm');
    expect(detectViewport(ua.androidTablet)).toBe('sm');
    expect(detectViewport(ua.firefoxTablet)).toBe('sm');
    expect(detectViewport(ua.kindle)).toBe('sm');
  });
  it('gives lg for desktops, including Windows "Tablet PC" laptops', () => {
    expect(detectViewport(ua.desktopChrome)).toBe('lg');
    expect(detectViewport(ua.macSafari)).toBe('lg');
    expect(detectViewport(ua.windowsTouchLaptop)).toBe('lg');
  });
  it('gives lg for bots, even one announcing a phone', () => {
    expect(detectViewport(ua.googlebot)).toBe('lg');
    expect(detectViewport(ua.googlebotSmartphone)).toBe('lg');
    expect(detectViewport(ua.bingbot)).toBe('lg');
  });
  it('gives lg for a missing or empty User-Agent', () => {
    expect(detectViewport(undefined)).toBe('lg');
    expect(detectViewport(null)).toBe('lg');
    expect(detectViewport('')).toBe('lg');
  });
});

describe('viewportMeta (spec 2.8)', () => {
  it('is device width on xs', () => {
    expect(viewportMeta('xs')).toBe('width=device-width, initial-scale=1.0');
  });
  it('is a fixed width of 1200 otherwise', () => {
    expect(viewportMeta('sm')).toBe('width=1200');
    expect(viewportMeta('md')).toBe('width=1200');
    expect(viewportMeta('lg')).toBe('width=1200');
  });
});

describe('isMobileViewport (spec 9: xs or sm)', () => {
  it('is true for xs and sm only', () => {
    expect(isMobileViewport('xs')).toBe(true);
    expect(isMobileViewport('sm')).toBe(true);
    expect(isMobileViewport('md')).toBe(false);
    expect(isMobileViewport('lg')).toBe(false);
  });
});
