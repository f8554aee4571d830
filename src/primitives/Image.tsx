'use client';
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { imagePresets, viewports, vars, type ImageRole, type Viewport } from '#tokens';
import { imageSrcSet } from '../lib/imageUrl';
import { LAZY_LOAD_ROOT_MARGIN } from '../lib/constants';
import { useImageSettings } from '../providers/ImageSettings';

/**
 * Image: a <picture> fed by the per-breakpoint sizes of its preset, with srcset (1x and 2x), sizes,
 * width and height on every source (no layout shift). Non-priority images load when they come
 * within 250px of the viewport (spec 9); a <noscript> copy keeps them visible without JavaScript.
 */
export interface ImageProps {
  /** Image URL: absolute, or a path served by this site. */
  src: string;
  /** Alternative text; an empty string marks the image as decorative. */
  alt: string;
  /** The image preset (its role on the page) that decides its size at each breakpoint. */
  preset: ImageRole;
  /** Above the fold (hero, LCP): loads at once with high priority. */
  priority?: boolean;
  /** Crop to fill the box (cover) or fit inside it (contain, e.g. logos). */
  fit?: 'cover' | 'contain';
  /** Extra class for the parent. */
  className?: string;
}

// Largest breakpoint first: the first matching <source> wins.
const descending: Viewport[] = ['lg', 'md', 'sm'];

export function Image({ src, alt, preset: presetName, priority = false, fit = 'cover', className }: ImageProps) {
  const { imageHost, lazy } = useImageSettings();
  const deferred = lazy && !priority;
  const [inView, setInView] = useState(!deferred);
  const holder = useRef<HTMLSpanElement>(null);

  useEffect(() => {
    if (inView) return;
    const element = holder.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      setInView(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setInView(true);
          observer.disconnect();
        }
      },
      { rootMargin: LAZY_LOAD_ROOT_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [inView]);

  const preset = imagePresets[presetName];
  const options = { fitIn: fit === 'contain', imageHost };
  const sourceSet = (viewport: Viewport) => {
    const { width, height } = preset[viewport];
    // An image that cannot be resized (a local SVG) has one file for every size.
    return (
      imageSrcSet(
        src,
        [
          { width, height },
          { width: width * 2, height: height * 2 },
        ],
        options,
      ) || src
    );
  };
  const fallback = preset.xs;
  // A file that cannot be resized is its own srcset, with no width descriptors: `sizes` would
  // choose nothing, so it is left out.
  const fixed = sourceSet('xs') === src;
  const sizesOf = (viewport: Viewport) => (fixed ? undefined : `${preset[viewport].width}px`);
  // A viewport of the same size as the next smaller one needs no <source> of its own: the smaller
  // one's (or the <img>, for xs) matches there too and names the same file and box.
  const sources = descending.filter((viewport, index) => {
    const smaller = preset[descending[index + 1] ?? 'xs'];
    return smaller.width !== preset[viewport].width || smaller.height !== preset[viewport].height;
  });

  const img = (load: boolean) => (
    <StyledImg
      src={load ? src : undefined}
      srcSet={load && !fixed ? sourceSet('xs') : undefined}
      sizes={sizesOf('xs')}
      alt={alt}
      width={fallback.width}
      height={fallback.height}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      fetchPriority={priority ? 'high' : undefined}
      data-fit={fit}
    />
  );

  const picture = (load: boolean) => (
    <picture>
      {sources.map((viewport) => (
        <source
          key={viewport}
          media={`(min-width: ${viewports[viewport].minWidth}px)`}
          srcSet={load ? sourceSet(viewport) : undefined}
          sizes={sizesOf(viewport)}
          width={preset[viewport].width}
          height={preset[viewport].height}
        />
      ))}
      {img(load)}
    </picture>
  );

  return (
    <Holder ref={holder} className={className} data-preset={presetName}>
      {picture(inView)}
      {/* Without JavaScript: one file for every viewport is a bare <img>; others keep the picture. */}
      {!inView && <noscript>{fixed ? img(true) : picture(true)}</noscript>}
    </Holder>
  );
}

const Holder = styled.span`
  display: block;
  background: ${vars.color.surface};
  overflow: hidden;
`;

const StyledImg = styled.img`
  display: block;
  width: 100%;
  height: auto;
  object-fit: cover;

  &[data-fit='contain'] {
    object-fit: contain;
  }
  &:not([src]) {
    visibility: hidden;
  }
`;
