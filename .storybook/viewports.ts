import { viewports, viewportNames } from '../tokens';

/** Storybook viewport options generated from the viewport tokens. */
export const storybookViewports = Object.fromEntries(
  viewportNames.map((name) => [
    name,
    {
      name: viewports[name].label,
      styles: { width: `${viewports[name].preview.width}px`, height: `${viewports[name].preview.height}px` },
      type: name === 'xs' ? 'mobile' : name === 'lg' ? 'desktop' : 'tablet',
    },
  ]),
);
