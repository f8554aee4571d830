/**
 * The full specification of one version (the derivative page {base}/:edition/:capid) as data:
 * sections of labelled, formatted figures. Figures a version does not have (mpg of an electric
 * car, the payload of a car, the battery of a petrol car) are left out rather than shown empty.
 * Pure, so the table component only lays it out and the unit tests check every figure.
 */
import type { Derivative } from '#src/domain/content/types';
import { formatPoundPrice } from '#src/lib/formatPoundPrice';
import { PRODUCT_NAME } from '#src/lib/constants';
import { formatDate } from '../cards/formatDate';
import { vehicleLabels } from '#src/domain/vocabulary';

/** One figure: what it is and its formatted value. */
export interface SpecRow {
  label: string;
  value: string;
}

/** A group of figures under a heading. */
export interface SpecSection {
  /** Stable id, usable in element ids and anchors. */
  id: 'prices' | 'performance' | 'economy' | 'dimensions' | 'version';
  title: string;
  rows: SpecRow[];
}

let numberFormat: Intl.NumberFormat | undefined;
let decimalFormat: Intl.NumberFormat | undefined;
/** A whole number with thousands grouped: '4,284'. */
const whole = (value: number) => (numberFormat ??= new Intl.NumberFormat('en-GB')).format(Math.round(value));
/** One decimal place: '47.9'. */
const oneDecimal = (value: number) =>
  (decimalFormat ??= new Intl.NumberFormat('en-GB', { minimumFractionDigits: 1, maximumFractionDigits: 1 })).format(
    value,
  );

const row = (label: string, value: string | null): SpecRow | null => (value === null ? null : { label, value });
const present = <T>(value: T | null | undefined): value is T => value !== null && value !== undefined;
const when = <T>(value: T | null, format: (value: T) => string): string | null =>
  value === null ? null : format(value);

/** The sections of a version's specification, in page order; empty sections are left out. */
export function derivativeSpecSections(derivative: Derivative): SpecSection[] {
  const d = derivative;
  const sections: Array<{ id: SpecSection['id']; title: string; rows: Array<SpecRow | null> }> = [
    {
      id: 'prices',
      title: 'Prices and costs',
      rows: [
        row(`${PRODUCT_NAME} price`, formatPoundPrice(d.cashPrice)),
        row('Manufacturer price (on the road)', formatPoundPrice(d.onTheRoadPrice)),
        d.onTheRoadPrice > d.cashPrice ? row('Typical saving', formatPoundPrice(d.onTheRoadPrice - d.cashPrice)) : null,
        row('P11D value', formatPoundPrice(d.p11dPrice)),
        row('Insurance group', `${d.insuranceGroup} of 50`),
      ],
    },
    {
      id: 'performance',
      title: 'Engine and performance',
      rows: [
        row('Engine', d.engineName),
        row('Fuel', vehicleLabels.fuelType[d.fuelType]),
        row('Gearbox', vehicleLabels.transmission[d.transmission]),
        row('Power', `${whole(d.powerBhp)} bhp`),
        row('0-62mph', `${oneDecimal(d.zeroToSixtyTwoSeconds)} seconds`),
        row('Top speed', `${whole(d.topSpeedMph)} mph`),
      ],
    },
    {
      id: 'economy',
      title: 'Economy and emissions',
      rows: [
        row(
          'Official economy (WLTP)',
          when(d.wltpMpg, (mpg) => `${oneDecimal(mpg)} mpg`),
        ),
        row(
          'Real-world economy (estimated)',
          when(d.realMpg, (mpg) => `${oneDecimal(mpg)} mpg`),
        ),
        row('CO2 emissions', `${whole(d.co2GPerKm)} g/km`),
        row(
          'Electric range (official)',
          when(d.electricRangeMiles, (miles) => `${whole(miles)} miles`),
        ),
        row(
          'Battery capacity',
          when(d.batteryKwh, (kwh) => `${oneDecimal(kwh)} kWh`),
        ),
        row(
          'Efficiency',
          when(d.milesPerKwh, (miles) => `${oneDecimal(miles)} miles per kWh`),
        ),
        d.fuelType === 'diesel' ? row('Meets RDE2', d.rde2 ? 'Yes' : 'No') : null,
      ],
    },
    {
      id: 'dimensions',
      title: 'Dimensions and practicality',
      rows: [
        row('Length', `${whole(d.lengthMm)} mm`),
        row('Width', `${whole(d.widthMm)} mm`),
        row('Height', `${whole(d.heightMm)} mm`),
        row('Boot space', `${whole(d.bootLitres)} litres`),
        row('Seats', whole(d.seats)),
        row('Doors', whole(d.doors)),
        row(
          'Payload',
          when(d.payloadKg, (kg) => `${whole(kg)} kg`),
        ),
      ],
    },
    {
      id: 'version',
      title: 'About this version',
      rows: [
        row('Trim', d.trim),
        row('Body style', vehicleLabels.bodyStyle[d.bodyStyle]),
        row('Class', d.wcCategory),
        row('On sale since', formatDate(d.dateIntroduced) || null),
        row('Discontinued', d.dateDiscontinued ? formatDate(d.dateDiscontinued) || null : null),
        row('CAP id', d.capId),
      ],
    },
  ];
  return sections
    .map((section) => ({ id: section.id, title: section.title, rows: section.rows.filter(present) }))
    .filter((section) => section.rows.length > 0);
}
