/**
 * Button sizes and types of spec 9. Every size keeps a target of at least 24x24 px
 * (WCAG 2.2 target size), and the larger ones meet 44 px for touch.
 */
export const buttonSizes = {
  large: { height: 48, paddingInline: 24, fontSize: 18, iconSize: 'md' },
  small: { height: 40, paddingInline: 16, fontSize: 16, iconSize: 'sm' },
  smaller: { height: 32, paddingInline: 12, fontSize: 14, iconSize: 'xs' },
  smallest: { height: 24, paddingInline: 8, fontSize: 12, iconSize: 'xxs' },
} as const;

export type ButtonSize = keyof typeof buttonSizes;
export const buttonSizeNames = Object.keys(buttonSizes) as ButtonSize[];

export const buttonTypes = ['primary', 'secondary', 'transparent', 'moreInfo', 'dropdownLink'] as const;
export type ButtonType = (typeof buttonTypes)[number];
