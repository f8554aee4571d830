import type { Viewport } from './viewports';

/** Width and height in CSS pixels of an image at one breakpoint. */
export interface ImageSize {
  width: number;
  height: number;
}

/**
 * Image size presets per breakpoint for every image role the site uses (spec 9). The named
 * figures of the spec are kept exactly (article card lg 370x245, article hero lg 760x503, gallery
 * modal lg 1200x800, author 100x100, review make logo 75x50); the rest keep each role's aspect
 * ratio across breakpoints so art direction never crops differently on a phone.
 */
export const imagePresets = {
  articleCard: {
    lg: { width: 370, height: 245 },
    md: { width: 300, height: 199 },
    sm: { width: 345, height: 228 },
    xs: { width: 343, height: 227 },
  },
  articleHero: {
    lg: { width: 760, height: 503 },
    md: { width: 620, height: 410 },
    sm: { width: 720, height: 477 },
    xs: { width: 375, height: 248 },
  },
  galleryModal: {
    lg: { width: 1200, height: 800 },
    md: { width: 960, height: 640 },
    sm: { width: 768, height: 512 },
    xs: { width: 375, height: 250 },
  },
  galleryThumb: {
    lg: { width: 120, height: 80 },
    md: { width: 120, height: 80 },
    sm: { width: 96, height: 64 },
    xs: { width: 72, height: 48 },
  },
  author: {
    lg: { width: 100, height: 100 },
    md: { width: 100, height: 100 },
    sm: { width: 80, height: 80 },
    xs: { width: 64, height: 64 },
  },
  reviewMakeLogo: {
    lg: { width: 75, height: 50 },
    md: { width: 75, height: 50 },
    sm: { width: 60, height: 40 },
    xs: { width: 60, height: 40 },
  },
  reviewHero: {
    lg: { width: 760, height: 428 },
    md: { width: 620, height: 349 },
    sm: { width: 720, height: 405 },
    xs: { width: 375, height: 211 },
  },
  reviewCard: {
    lg: { width: 280, height: 186 },
    md: { width: 230, height: 153 },
    sm: { width: 345, height: 230 },
    xs: { width: 343, height: 228 },
  },
  modelCard: {
    lg: { width: 280, height: 158 },
    md: { width: 230, height: 129 },
    sm: { width: 345, height: 194 },
    xs: { width: 343, height: 193 },
  },
  dealCard: {
    lg: { width: 280, height: 158 },
    md: { width: 230, height: 129 },
    sm: { width: 345, height: 194 },
    xs: { width: 343, height: 193 },
  },
  usedCarCard: {
    lg: { width: 280, height: 210 },
    md: { width: 230, height: 173 },
    sm: { width: 345, height: 259 },
    xs: { width: 343, height: 257 },
  },
  homeHero: {
    lg: { width: 1200, height: 400 },
    md: { width: 960, height: 320 },
    sm: { width: 768, height: 384 },
    xs: { width: 375, height: 250 },
  },
  makeLogo: {
    lg: { width: 120, height: 80 },
    md: { width: 120, height: 80 },
    sm: { width: 96, height: 64 },
    xs: { width: 72, height: 48 },
  },
  awardBadge: {
    lg: { width: 160, height: 160 },
    md: { width: 140, height: 140 },
    sm: { width: 120, height: 120 },
    xs: { width: 96, height: 96 },
  },
  searchResult: {
    lg: { width: 160, height: 106 },
    md: { width: 160, height: 106 },
    sm: { width: 120, height: 80 },
    xs: { width: 96, height: 64 },
  },
  derivativeThumb: {
    lg: { width: 200, height: 113 },
    md: { width: 200, height: 113 },
    sm: { width: 160, height: 90 },
    xs: { width: 120, height: 68 },
  },
} as const satisfies Record<string, Record<Viewport, ImageSize>>;

export type ImageRole = keyof typeof imagePresets;
export const imageRoles = Object.keys(imagePresets) as ImageRole[];
