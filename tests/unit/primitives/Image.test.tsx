import { act, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { imagePresets, viewports } from '#tokens';
import { Image } from '#src/primitives/Image';
import { ImageSettingsProvider } from '#src/providers/ImageSettings';

const src = 'https://img.example.com/cars/ford-puma.jpg';

const eager = (children: ReactNode) => <ImageSettingsProvider lazy={false}>{children}</ImageSettingsProvider>;

const sourcesOf = (container: HTMLElement) => Array.from(container.querySelectorAll('picture > source'));

describe('Image', () => {
  it('renders an img with the alt text and the xs preset as width and height', () => {
    render(eager(<Image preset="articleCard" src={src} alt="Ford Puma" />));
    const img = screen.getByRole('img', { name: 'Ford Puma' });
    expect(img).toHaveAttribute('width', String(imagePresets.articleCard.xs.width));
    expect(img).toHaveAttribute('height', String(imagePresets.articleCard.xs.height));
    expect(img).toHaveAttribute('src', src);
  });

  it('has one <source> per lg, md and sm, largest first, with the viewport media queries and preset sizes', () => {
    const { container } = render(eager(<Image preset="articleHero" src={src} alt="" />));
    const sources = sourcesOf(container);
    expect(sources).toHaveLength(3);
    (['lg', 'md', 'sm'] as const).forEach((viewport, index) => {
      const source = sources[index]!;
      const { width, height } = imagePresets.articleHero[viewport];
      expect(source).toHaveAttribute('media', `(min-width: ${viewports[viewport].minWidth}px)`);
      expect(source).toHaveAttribute('width', String(width));
      expect(source).toHaveAttribute('height', String(height));
      expect(source).toHaveAttribute('sizes', `${width}px`);
    });
    expect(sources[0]).toHaveAttribute('media', '(min-width: 1200px)');
  });

  it('offers each source at 1x and 2x through the resizing service', () => {
    const { container } = render(eager(<Image preset="articleCard" src={src} alt="" />));
    expect(sourcesOf(container)[0]).toHaveAttribute(
      'srcset',
      'https://img.example.com/370x245/cars/ford-puma.jpg 370w, https://img.example.com/740x490/cars/ford-puma.jpg 740w',
    );
    expect(screen.getByRole('presentation')).toHaveAttribute(
      'srcset',
      'https://img.example.com/343x227/cars/ford-puma.jpg 343w, https://img.example.com/686x454/cars/ford-puma.jpg 686w',
    );
  });

  it('asks for fit-in sizes when fit is contain', () => {
    const { container } = render(eager(<Image preset="reviewMakeLogo" src={src} alt="" fit="contain" />));
    expect(sourcesOf(container)[0]?.getAttribute('srcset')).toContain('/fit-in/75x50/');
    expect(screen.getByRole('presentation')).toHaveAttribute('data-fit', 'contain');
  });

  it('uses the same file for every source when the URL cannot be resized, with no sizes', () => {
    const { container } = render(eager(<Image preset="makeLogo" src="/img/logo.svg" alt="" />));
    expect(sourcesOf(container).length).toBeGreaterThan(0);
    for (const source of sourcesOf(container)) {
      expect(source).toHaveAttribute('srcset', '/img/logo.svg');
      expect(source).not.toHaveAttribute('sizes');
    }
    expect(screen.getByRole('presentation')).not.toHaveAttribute('srcset');
    expect(screen.getByRole('presentation')).not.toHaveAttribute('sizes');
  });

  it('gives a viewport the same size as the next smaller one no source of its own', () => {
    // galleryThumb: lg and md are both 120x80, so md's source serves lg as well.
    const thumb = sourcesOf(render(eager(<Image preset="galleryThumb" src={src} alt="" />)).container);
    expect(thumb.map((source) => source.getAttribute('media'))).toEqual(['(min-width: 960px)', '(min-width: 600px)']);
    expect(thumb[0]).toHaveAttribute('width', '120');
    // reviewMakeLogo: lg = md (75x50) and sm = xs (60x40): one source, and the img for sm and xs.
    const logo = sourcesOf(render(eager(<Image preset="reviewMakeLogo" src={src} alt="" />)).container);
    expect(logo.map((source) => source.getAttribute('media'))).toEqual(['(min-width: 960px)']);
  });

  it('resolves root-relative URLs against the imageHost setting', () => {
    const { container } = render(
      <ImageSettingsProvider lazy={false} imageHost="https://img.example.com">
        <Image preset="author" src="/cars/a.jpg" alt="" />
      </ImageSettingsProvider>,
    );
    expect(sourcesOf(container)[0]?.getAttribute('srcset')).toContain(
      'https://img.example.com/100x100/cars/a.jpg 100w',
    );
  });

  it('loads a priority image eagerly, synchronously and with high fetch priority', () => {
    render(<Image preset="homeHero" src={src} alt="Hero" priority />);
    const img = screen.getByRole('img', { name: 'Hero' });
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('decoding', 'sync');
    expect(img).toHaveAttribute('fetchpriority', 'high');
    expect(img).toHaveAttribute('src', src);
  });

  it('marks other images for native lazy loading with no fetch priority', () => {
    render(eager(<Image preset="articleCard" src={src} alt="Card" />));
    const img = screen.getByRole('img', { name: 'Card' });
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('decoding', 'async');
    expect(img).not.toHaveAttribute('fetchpriority');
  });

  it('marks its preset on the holder', () => {
    const { container } = render(eager(<Image preset="galleryModal" src={src} alt="" />));
    expect(container.firstElementChild).toHaveAttribute('data-preset', 'galleryModal');
  });

  describe('lazy loading', () => {
    afterEach(() => vi.unstubAllGlobals());

    it('loads at once when IntersectionObserver is unavailable (as in jsdom)', () => {
      expect(typeof IntersectionObserver).toBe('undefined');
      const { container } = render(
        <ImageSettingsProvider lazy>
          <Image preset="articleCard" src={src} alt="Card" />
        </ImageSettingsProvider>,
      );
      expect(screen.getByRole('img', { name: 'Card' })).toHaveAttribute('src', src);
      expect(sourcesOf(container)[0]).toHaveAttribute('srcset');
    });

    it('waits until the image comes within 250px of the viewport', () => {
      let callback: IntersectionObserverCallback = () => undefined;
      const observe = vi.fn();
      const disconnect = vi.fn();
      const init = vi.fn();
      vi.stubGlobal(
        'IntersectionObserver',
        class {
          constructor(cb: IntersectionObserverCallback, options?: IntersectionObserverInit) {
            callback = cb;
            init(options);
          }
          observe = observe;
          disconnect = disconnect;
          unobserve = vi.fn();
          takeRecords = () => [];
        },
      );
      const { container } = render(
        <ImageSettingsProvider lazy>
          <Image preset="articleCard" src={src} alt="Card" />
        </ImageSettingsProvider>,
      );
      // Without a src the img has no 'img' role yet, so it is found by its alt text.
      const img = screen.getByAltText('Card');
      expect(img).not.toHaveAttribute('src');
      expect(img).not.toHaveAttribute('srcset');
      expect(getComputedStyle(img).visibility).toBe('hidden');
      expect(sourcesOf(container)[0]).not.toHaveAttribute('srcset');
      expect(init).toHaveBeenCalledWith({ rootMargin: '250px' });
      expect(observe).toHaveBeenCalledWith(container.firstElementChild);

      act(() => callback([{ isIntersecting: false } as IntersectionObserverEntry], {} as IntersectionObserver));
      expect(img).not.toHaveAttribute('src');

      act(() => callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver));
      expect(img).toHaveAttribute('src', src);
      expect(getComputedStyle(img).visibility).not.toBe('hidden');
      expect(sourcesOf(container)[0]).toHaveAttribute('srcset');
      expect(disconnect).toHaveBeenCalled();
    });

    it('server-renders a deferred image without src plus a <noscript> copy that has it', () => {
      const html = renderToString(<Image preset="articleCard" src={src} alt="Card" />);
      const [outside, noscript] = html.split('<noscript>');
      expect(noscript).toBeDefined();
      expect(outside).not.toContain(`src="${src}"`);
      expect(noscript).toContain(`src="${src}"`);
      expect(noscript).toContain('srcSet="https://img.example.com/370x245/cars/ford-puma.jpg 370w');
    });

    it('server-renders the <noscript> copy of a file that cannot be resized as a bare <img>', () => {
      const html = renderToString(<Image preset="articleCard" src="/img/car.svg" alt="Card" />);
      const noscript = html.split('<noscript>')[1] ?? '';
      expect(noscript).toMatch(/^<img [^>]*src="\/img\/car.svg"[^>]*alt="Card"/);
      expect(noscript).not.toContain('<picture>');
    });

    it('server-renders a priority image with its src and no <noscript>', () => {
      const html = renderToString(<Image preset="homeHero" src={src} alt="Hero" priority />);
      expect(html).toContain(`src="${src}"`);
      expect(html).not.toContain('<noscript>');
    });

    it('does not defer priority images even with lazy on', () => {
      const observe = vi.fn();
      vi.stubGlobal(
        'IntersectionObserver',
        class {
          observe = observe;
          disconnect = vi.fn();
        },
      );
      render(
        <ImageSettingsProvider lazy>
          <Image preset="homeHero" src={src} alt="Hero" priority />
        </ImageSettingsProvider>,
      );
      expect(screen.getByRole('img', { name: 'Hero' })).toHaveAttribute('src', src);
      expect(observe).not.toHaveBeenCalled();
    });

    it('is on by default (no provider)', () => {
      const observe = vi.fn();
      vi.stubGlobal(
        'IntersectionObserver',
        class {
          observe = observe;
          disconnect = vi.fn();
        },
      );
      render(<Image preset="articleCard" src={src} alt="Card" />);
      expect(screen.getByAltText('Card')).not.toHaveAttribute('src');
      expect(observe).toHaveBeenCalledTimes(1);
    });

    it('does not defer anything when the lazy setting is off', () => {
      const observe = vi.fn();
      vi.stubGlobal(
        'IntersectionObserver',
        class {
          observe = observe;
          disconnect = vi.fn();
        },
      );
      render(eager(<Image preset="articleCard" src={src} alt="Card" />));
      expect(screen.getByRole('img', { name: 'Card' })).toHaveAttribute('src', src);
      expect(observe).not.toHaveBeenCalled();
    });
  });
});
