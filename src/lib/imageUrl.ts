/**
 * Image URL helper (spec 7): the image service resizes when a 'WxH' segment (or 'fit-in/WxH')
 * follows the host, i.e. is inserted after the third '/'-separated part of an absolute URL:
 * 'https://img.example.com/cars/a.jpg' -> 'https://img.example.com/370x245/cars/a.jpg'.
 *
 * Root-relative URLs ('/img/a.svg') are our own files. With an `imageHost` they are resolved
 * against it and resized like any other; without one they are returned unchanged, because the
 * local illustrations are SVGs that scale freely and no resizing service sits in front of them.
 */

/** Requested size in CSS pixels (the same shape as the image presets of tokens). */
export interface ImageUrlSize {
  width: number;
  height: number;
}

/** Options shared by {@link imageUrl} and {@link imageSrcSet}. */
export interface ImageUrlOptions {
  /** Insert 'fit-in/WxH' (scale to fit, no crop) instead of 'WxH'. */
  fitIn?: boolean;
  /** Absolute origin of the image service, used to resolve root-relative URLs. */
  imageHost?: string;
}

/** 'https://…', 'http://…' or protocol-relative '//…'. */
const absoluteUrl = /^(?:https?:)?\/\//i;

/** Where the size segment goes in `url.split('/')`: after scheme, empty part and host. */
const sizeSegmentIndex = 3;

function isPositiveSize(n: number): boolean {
  return Number.isFinite(n) && Math.round(n) > 0;
}

/** The absolute URL to resize, or undefined when the URL is not one the service can resize. */
function resizableUrl(url: string, imageHost: string | undefined): string | undefined {
  if (absoluteUrl.test(url)) return url;
  if (url.startsWith('/') && imageHost) {
    try {
      return new URL(url, imageHost).href;
    } catch {
      return undefined; // imageHost is not an absolute URL
    }
  }
  return undefined;
}

/**
 * The URL of an image at a given size.
 *
 * @example imageUrl('https://img.example.com/cars/a.jpg', { width: 370, height: 245 })
 *   // 'https://img.example.com/370x245/cars/a.jpg'
 * @returns The resized URL; the input unchanged when it cannot be resized (relative without an
 *   imageHost, data: or blob: URLs, a URL with no path) or the size is not positive.
 */
export function imageUrl(
  url: string,
  { width, height, fitIn = false, imageHost }: ImageUrlSize & ImageUrlOptions,
): string {
  if (!url || !isPositiveSize(width) || !isPositiveSize(height)) return url;
  const absolute = resizableUrl(url, imageHost);
  if (absolute === undefined) return url;
  const parts = absolute.split('/');
  // 'https://host' has no path to put the size in front of.
  if (parts.length <= sizeSegmentIndex) return url;
  const size = `${Math.round(width)}x${Math.round(height)}`;
  parts.splice(sizeSegmentIndex, 0, fitIn ? `fit-in/${size}` : size);
  return parts.join('/');
}

/**
 * A srcset of the image at several sizes, with 'w' descriptors, narrowest first.
 * Sizes repeating a width are dropped (the first one wins), since a srcset may not list a width twice.
 *
 * @example imageSrcSet(url, [{ width: 370, height: 245 }, { width: 740, height: 490 }])
 *   // 'https://img.example.com/370x245/cars/a.jpg 370w, https://img.example.com/740x490/cars/a.jpg 740w'
 * @returns The srcset, or '' when the URL cannot be resized (a srcset of one unchanged file is useless).
 */
export function imageSrcSet(url: string, sizes: readonly ImageUrlSize[], opts: ImageUrlOptions = {}): string {
  if (!url || resizableUrl(url, opts.imageHost) === undefined) return '';
  const byWidth = new Map<number, string>();
  for (const size of sizes) {
    if (!isPositiveSize(size.width) || !isPositiveSize(size.height)) continue;
    const width = Math.round(size.width);
    if (!byWidth.has(width)) byWidth.set(width, imageUrl(url, { ...size, ...opts }));
  }
  return [...byWidth.entries()]
    .sort(([a], [b]) => a - b)
    .map(([width, src]) => `${src} ${width}w`)
    .join(', ');
}
