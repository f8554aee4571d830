/**
 * The real-MPG calculator's car picker data: makes, then the on-sale models of a make, then the
 * versions of a model, then the chosen version's figures, all read through a ContentAdapter
 * (the only way the site reads the catalogue). The page passes the server's adapter
 * (contentAdapter()); the browser island passes the HTTP one over /api/content, so both read
 * the same records the same way. No Node-only imports.
 */
import type { ContentAdapter } from '#src/adapters/content/ContentAdapter';
import { NotFoundError } from '#src/adapters/content/errors';
import { contentQueryLimits } from '#src/adapters/content/schema/contentQueryLimits';
import type { FuelType } from '#src/domain/content/types';
import { derivativeTitle, modelRecordTitle, versionName } from '#src/domain/carTitles';
import type { MpgCar } from './realMpg';

/** One choice of a picker list. */
export interface PickerOption {
  /** The submitted value (make slug, model id or cap id). */
  value: string;
  /** The visible text. */
  label: string;
}

/** A chosen version with its figures and where it belongs in the picker. */
export interface PickedCar extends MpgCar {
  capId: string;
  makeSlug: string;
  modelId: string;
  name: string;
}

/** The slug/id/cap id shapes the picker accepts from a URL (anything else is not looked up). */
export const pickerValuePatterns = {
  make: /^[a-z0-9-]{1,80}$/,
  model: /^[a-z0-9-]{1,160}$/,
  car: /^\d{1,12}$/,
} as const;

const pageSize = contentQueryLimits.maxPageSize;

/** Every make, by name. */
export async function loadMakes(adapter: ContentAdapter): Promise<PickerOption[]> {
  const page = await adapter.list('makes', { pageSize, sortBy: 'name', displayFields: ['slug', 'name'] });
  return page.items.map((make) => ({ value: make.slug, label: make.name }));
}

/** The models of a make that are on sale, by name ('Puma SUV'); empty for an unknown make. */
export async function loadModels(adapter: ContentAdapter, makeSlug: string): Promise<PickerOption[]> {
  if (!pickerValuePatterns.make.test(makeSlug)) return [];
  const page = await adapter.list('models', {
    pageSize,
    sortBy: 'name',
    filters: { makeSlug, comingSoon: false },
    displayFields: ['id', 'make', 'name', 'bodyStyle'],
  });
  return page.items.map((model) => ({ value: model.id, label: modelRecordTitle(model) }));
}

/** The versions of a model, by name ('Titanium 1.0 EcoBoost 125 auto'); empty for an unknown model. */
export async function loadVersions(adapter: ContentAdapter, modelId: string): Promise<PickerOption[]> {
  if (!pickerValuePatterns.model.test(modelId)) return [];
  const page = await adapter.list('derivatives', {
    pageSize,
    filters: { modelId },
    displayFields: ['capId', 'trim', 'engineName', 'transmission', 'fuelType'],
  });
  return page.items
    .map((version) => ({ value: version.capId, label: `${versionName(version)} (${fuelTypeText[version.fuelType]})` }))
    .sort((a, b) => a.label.localeCompare(b.label, 'en-GB'));
}

/** One version's figures, or null when the cap id is unknown. */
export async function loadCar(adapter: ContentAdapter, capId: string): Promise<PickedCar | null> {
  if (!pickerValuePatterns.car.test(capId)) return null;
  try {
    const version = await adapter.get('derivatives', capId);
    return {
      capId: version.capId,
      makeSlug: version.makeSlug,
      modelId: version.modelId,
      name: derivativeTitle(version),
      fuelType: version.fuelType,
      officialMpg: version.wltpMpg,
      estimatedMpg: version.realMpg,
      milesPerKwh: version.milesPerKwh,
    };
  } catch (error) {
    if (error instanceof NotFoundError) return null;
    throw error;
  }
}

/** Fuel types as the picker and results write them. */
export const fuelTypeText: Record<FuelType, string> = {
  petrol: 'petrol',
  diesel: 'diesel',
  hybrid: 'hybrid',
  'plug-in-hybrid': 'plug-in hybrid',
  electric: 'electric',
};

/** The lists and choices the form shows for a picker state. */
export interface PickerLists {
  makes: PickerOption[];
  models: PickerOption[];
  versions: PickerOption[];
  make: string;
  model: string;
  car: string;
  /** Set when the make is not one of ours. */
  unknownMake: boolean;
}

/**
 * The form's lists for a picker state from the URL: the models of the chosen make and the
 * versions of the chosen model. A model that is not the make's (the make was changed) or a
 * version that is not the model's is dropped; a version alone (from a shared results link) fills
 * in its make and model.
 */
export async function loadPickerLists(
  adapter: ContentAdapter,
  state: { make: string; model: string; car: string },
): Promise<PickerLists> {
  let { make, model } = state;
  if (state.car && !model) {
    const picked = await loadCar(adapter, state.car);
    if (picked) ({ makeSlug: make, modelId: model } = picked);
  }
  const makes = await loadMakes(adapter);
  const unknownMake = make !== '' && !makes.some((option) => option.value === make);
  if (unknownMake) make = '';
  const models = make ? await loadModels(adapter, make) : [];
  if (!models.some((option) => option.value === model)) model = '';
  const versions = model ? await loadVersions(adapter, model) : [];
  const car = versions.some((option) => option.value === state.car) ? state.car : '';
  return { makes, models, versions, make, model, car, unknownMake };
}
