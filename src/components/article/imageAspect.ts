/**
 * Keeps an image's box at its preset's aspect ratio whether or not the image has loaded. The
 * Image primitive gives the img width and height but `height: auto`, so once a picture loads its
 * box takes the file's own ratio (a 16:9 car illustration in a 3:2 article-card slot shrinks the
 * card by tens of pixels): a layout shift. Containers of this family apply this rule to the image
 * inside them; the picture is cropped to the slot by the primitive's object-fit.
 */
import { css } from 'styled-components';
import { imagePresets, type ImageRole } from '#tokens';

/** `& img { aspect-ratio: W / H }` from the preset's large size (presets keep one ratio per role). */
export const presetAspectRatio = (role: ImageRole) => css`
  & img {
    aspect-ratio: ${imagePresets[role].lg.width} / ${imagePresets[role].lg.height};
    height: auto;
  }
`;
