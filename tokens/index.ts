/** Design tokens: the single source of every viewport, size, colour, space, type and image preset. */
export * from './viewports';
export * from './iconSizes';
export * from './buttons';
export * from './forms';
export * from './colors';
export * from './space';
export * from './typography';
export * from './shape';
export * from './imagePresets';
export * from './cssVariables';
