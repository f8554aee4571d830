/**
 * Reading the real-MPG calculator's GET query (/real-mpg-calculator and its /results): the
 * picker state (make, model, car = cap id), an official mpg typed instead of picking a car with
 * its fuel, and the visitor's mileage and prices (each defaulting to energyPrices.ts; the fuel
 * price defaults by the car's fuel). Bad values become messages, never exceptions. Every field is
 * read by a zod/mini schema (issue #14): the numbers by queryNumbers', the picker and the fuel by
 * choiceFields' (see there why they live apart).
 */
import { drivingFields } from '../fuel/drivingFields';
import { defaultEnergyPrices } from '../fuel/energyPrices';
import type { QueryParams } from '../formInput';
import { firstValue, readNumber, readNumberFields, type NumberRule } from '../fuel/queryNumbers';
import { pickerValuePatterns } from './carPicker';
import { lowerCaseChoiceSchema } from './choiceFields';
import { toolPaths } from '#src/domain/routes';

/** Fuels an official mpg can be typed for (electric cars are picked, with their miles per kWh). */
export const typedFuels = ['petrol', 'diesel', 'hybrid'] as const;
export type TypedFuel = (typeof typedFuels)[number];

/** The numeric fields with defaults (mileage and charging, shared with the fuel comparison tool). */
export const realMpgNumberFields = drivingFields;

/** The fuel price field: its default depends on the fuel. */
export const fuelPriceRule: NumberRule = { label: 'the fuel price in pence per litre', min: 50, max: 500 };
/** The typed official mpg (plug-in hybrids' official figures run past 200). */
export const officialMpgRule: NumberRule = { label: 'the official mpg', min: 5, max: 500 };

/** Messages of the calculator (besides the number rules). */
export const realMpgMessages = {
  noCar: 'Choose a car, or enter its official mpg',
  unknownCar: 'We could not find that car. Choose it again from the list',
  unknownMake: 'We could not find that make. Choose one from the list',
  unknownModel: 'We could not find that model. Choose one from the list',
  fuel: 'Choose petrol, diesel or hybrid',
} as const;

/**
 * The schemas of the picker fields (a make or model slug, a cap id: '' when none) and the typed
 * mpg's fuel ('' when none).
 */
function realMpgChoiceSchemas() {
  const matches = (name: keyof typeof pickerValuePatterns) => (text: string) => pickerValuePatterns[name].test(text);
  return {
    make: lowerCaseChoiceSchema(matches('make'), realMpgMessages.unknownMake),
    model: lowerCaseChoiceSchema(matches('model'), realMpgMessages.unknownModel),
    car: lowerCaseChoiceSchema(matches('car'), realMpgMessages.unknownCar),
    fuel: lowerCaseChoiceSchema((text) => (typedFuels as readonly string[]).includes(text), realMpgMessages.fuel),
  };
}

/** A field of the form that can carry a message. */
export type RealMpgField = keyof typeof realMpgNumberFields | 'price' | 'mpg' | 'fuel' | 'car' | 'make' | 'model';

/** The calculator's reading of a query. */
export interface RealMpgQuery {
  /** Picker state: valid-looking values only ('' otherwise). */
  make: string;
  model: string;
  car: string;
  /** The typed official mpg, when valid. */
  typedMpg: number | null;
  fuel: TypedFuel;
  /** The fuel price typed, or null to use the default for the car's fuel. */
  pencePerLitre: number | null;
  values: Record<keyof typeof realMpgNumberFields, number>;
  /** What each text field shows back. */
  entered: Record<keyof typeof realMpgNumberFields | 'price' | 'mpg', string>;
  errors: Partial<Record<RealMpgField, string>>;
}

/** Reads the query; `forResults` also requires a car or an official mpg. */
export function readRealMpgQuery(query: QueryParams, { forResults = false } = {}): RealMpgQuery {
  const numbers = readNumberFields(query, realMpgNumberFields);
  const errors: Partial<Record<RealMpgField, string>> = { ...numbers.errors };
  const choices = realMpgChoiceSchemas();
  // A value the field's schema refuses is left out ('', the fuel 'petrol') and its message shown.
  const read = (name: keyof typeof choices): string => {
    const result = choices[name].safeParse(firstValue(query[name]));
    if (result.success) return result.data;
    errors[name] = result.error.issues[0]?.message;
    return '';
  };
  const make = read('make');
  const model = read('model');
  const car = read('car');
  const fuelText = read('fuel');
  const fuel = typedFuels.find((typed) => typed === fuelText) ?? 'petrol';

  const mpgReading = readNumber(query.mpg, officialMpgRule);
  if (mpgReading.kind === 'error') errors.mpg = mpgReading.message;
  const priceReading = readNumber(query.price, fuelPriceRule);
  if (priceReading.kind === 'error') errors.price = priceReading.message;

  const typedMpg = mpgReading.kind === 'value' ? mpgReading.value : null;
  if (forResults && car === '' && typedMpg === null && !errors.car && !errors.mpg) errors.car = realMpgMessages.noCar;

  return {
    make,
    model,
    car,
    typedMpg,
    fuel,
    pencePerLitre: priceReading.kind === 'value' ? priceReading.value : null,
    values: numbers.values,
    entered: {
      ...numbers.entered,
      price: firstValue(query.price).slice(0, 40),
      mpg: firstValue(query.mpg).slice(0, 40),
    },
    errors,
  };
}

/** The default pump price for a fuel (hybrids and plug-in hybrids run on petrol). */
export function defaultPencePerLitre(fuel: string): number {
  return fuel === 'diesel' ? defaultEnergyPrices.dieselPencePerLitre : defaultEnergyPrices.petrolPencePerLitre;
}

/** The visitor's driving for a car of `fuelType`: the typed fuel price, else the fuel's default. */
export function drivingFor(query: RealMpgQuery, fuelType: string) {
  return {
    annualMiles: query.values.miles,
    pencePerLitre: query.pencePerLitre ?? defaultPencePerLitre(fuelType),
    charging: {
      homePencePerKwh: query.values.home,
      publicPencePerKwh: query.values.public,
      homeSharePercent: query.values.share,
    },
  };
}

/** Which of the driving values the visitor typed (the results say which were defaults). */
export function typedDriving(query: RealMpgQuery) {
  return {
    miles: query.entered.miles !== '',
    price: query.pencePerLitre !== null,
    charging: query.entered.home !== '' || query.entered.public !== '' || query.entered.share !== '',
  };
}

/** The form's address with the visitor's details filled in ('Change your details'). */
export function realMpgFormHref(query: RealMpgQuery): string {
  const params = new URLSearchParams();
  const add = (name: string, value: string) => {
    if (value !== '') params.set(name, value);
  };
  add('make', query.make);
  add('model', query.model);
  add('car', query.car);
  add('mpg', query.entered.mpg);
  if (query.entered.mpg !== '') add('fuel', query.fuel);
  for (const name of ['miles', 'price', 'home', 'public', 'share'] as const) add(name, query.entered[name]);
  const search = params.toString();
  return `${toolPaths.realMpg}${search ? `?${search}` : ''}`;
}
