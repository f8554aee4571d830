/**
 * Vehicle classes (segments) and their typical figures: the power band engines are chosen from,
 * kerb weight, dimensions, boot or load volume, CO2 baseline and van payloads. A model names its
 * segment; its categories (the site's taxonomy) are given separately in ukModels.ts.
 */
import type { BodyStyle } from '#src/domain/content/types';

export type Segment =
  | 'city'
  | 'small'
  | 'family'
  | 'large'
  | 'exec'
  | 'luxury'
  | 'sports'
  | 'super'
  | 'small-van'
  | 'medium-van'
  | 'large-van'
  | 'pickup';

export interface SegmentProfile {
  /** Engines are chosen from this power band in PS (electric: upper bound x 1.6). */
  powerPs: readonly [number, number];
  /** Kerb weight of a petrol version in kg. */
  weightKg: number;
  lengthMm: readonly [number, number];
  widthMm: readonly [number, number];
  heightMm: readonly [number, number];
  /** Boot (cars) or load volume (vans) in litres. */
  bootLitres: readonly [number, number];
  /** CO2 of a petrol version at the bottom of the power band, in g/km. */
  co2Base: number;
  seats: number;
  /** Van and pick-up payload in kg. */
  payloadKg?: readonly [number, number];
}

export const segmentProfiles: Readonly<Record<Segment, SegmentProfile>> = {
  city: {
    powerPs: [60, 125],
    weightKg: 1000,
    lengthMm: [3600, 3800],
    widthMm: [1640, 1720],
    heightMm: [1470, 1530],
    bootLitres: [200, 280],
    co2Base: 112,
    seats: 4,
  },
  small: {
    powerPs: [70, 160],
    weightKg: 1180,
    lengthMm: [3950, 4120],
    widthMm: [1740, 1800],
    heightMm: [1430, 1500],
    bootLitres: [300, 400],
    co2Base: 118,
    seats: 5,
  },
  family: {
    powerPs: [100, 245],
    weightKg: 1380,
    lengthMm: [4250, 4420],
    widthMm: [1790, 1860],
    heightMm: [1440, 1500],
    bootLitres: [340, 450],
    co2Base: 126,
    seats: 5,
  },
  large: {
    powerPs: [130, 420],
    weightKg: 1750,
    lengthMm: [4650, 4950],
    widthMm: [1860, 1980],
    heightMm: [1500, 1560],
    bootLitres: [550, 700],
    co2Base: 150,
    seats: 5,
  },
  exec: {
    powerPs: [130, 420],
    weightKg: 1650,
    lengthMm: [4700, 5000],
    widthMm: [1820, 1900],
    heightMm: [1420, 1480],
    bootLitres: [450, 540],
    co2Base: 138,
    seats: 5,
  },
  luxury: {
    powerPs: [250, 760],
    weightKg: 2250,
    lengthMm: [4950, 5300],
    widthMm: [1920, 2000],
    heightMm: [1450, 1520],
    bootLitres: [420, 650],
    co2Base: 205,
    seats: 5,
  },
  sports: {
    powerPs: [130, 560],
    weightKg: 1450,
    lengthMm: [3950, 4550],
    widthMm: [1740, 1900],
    heightMm: [1230, 1320],
    bootLitres: [130, 400],
    co2Base: 165,
    seats: 4,
  },
  super: {
    powerPs: [500, 1100],
    weightKg: 1600,
    lengthMm: [4500, 4800],
    widthMm: [1950, 2050],
    heightMm: [1180, 1300],
    bootLitres: [100, 220],
    co2Base: 255,
    seats: 2,
  },
  'small-van': {
    powerPs: [75, 140],
    weightKg: 1500,
    lengthMm: [4400, 4800],
    widthMm: [1820, 1860],
    heightMm: [1800, 1860],
    bootLitres: [3300, 4400],
    co2Base: 160,
    seats: 2,
    payloadKg: [650, 1000],
  },
  'medium-van': {
    powerPs: [100, 240],
    weightKg: 2000,
    lengthMm: [4950, 5400],
    widthMm: [1920, 2030],
    heightMm: [1900, 1990],
    bootLitres: [5800, 6900],
    co2Base: 205,
    seats: 3,
    payloadKg: [900, 1400],
  },
  'large-van': {
    powerPs: [110, 280],
    weightKg: 2300,
    lengthMm: [5500, 6900],
    widthMm: [2040, 2100],
    heightMm: [2350, 2750],
    bootLitres: [9500, 15000],
    co2Base: 262,
    seats: 3,
    payloadKg: [1000, 1600],
  },
  pickup: {
    powerPs: [150, 300],
    weightKg: 2150,
    lengthMm: [5300, 5420],
    widthMm: [1860, 1930],
    heightMm: [1790, 1880],
    bootLitres: [1000, 1300],
    co2Base: 265,
    seats: 5,
    payloadKg: [1000, 1200],
  },
};

/** Vans and pick-ups: commercial vehicles with payloads and their own engines and trims. */
export function isCommercial(segment: Segment): boolean {
  return segment === 'small-van' || segment === 'medium-van' || segment === 'large-van' || segment === 'pickup';
}

/** How a body style changes the class's figures: height, boot and CO2 of the same class. */
export const bodyAdjust: Readonly<
  Record<BodyStyle, { heightMm: number; bootLitres: number; lengthMm: number; co2Factor: number; weightKg: number }>
> = {
  hatchback: { heightMm: 0, bootLitres: 0, lengthMm: 0, co2Factor: 1, weightKg: 0 },
  saloon: { heightMm: -10, bootLitres: 60, lengthMm: 180, co2Factor: 0.98, weightKg: 30 },
  estate: { heightMm: 20, bootLitres: 160, lengthMm: 200, co2Factor: 1.02, weightKg: 60 },
  suv: { heightMm: 160, bootLitres: 60, lengthMm: 40, co2Factor: 1.08, weightKg: 120 },
  mpv: { heightMm: 300, bootLitres: 200, lengthMm: 150, co2Factor: 1.08, weightKg: 180 },
  coupe: { heightMm: -50, bootLitres: -60, lengthMm: 60, co2Factor: 1, weightKg: 20 },
  convertible: { heightMm: -60, bootLitres: -120, lengthMm: 60, co2Factor: 1.03, weightKg: 80 },
  'panel-van': { heightMm: 0, bootLitres: 0, lengthMm: 0, co2Factor: 1, weightKg: 0 },
  'pick-up': { heightMm: 0, bootLitres: 0, lengthMm: 0, co2Factor: 1, weightKg: 0 },
};
