'use client';
import { useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { createHttpContent } from '#src/adapters/content/httpContent';
import { Button } from '#src/primitives/Button';
import { Heading } from '#src/primitives/Heading';
import { NumberField } from '#src/primitives/NumberField';
import { RadioGroupField } from '#src/primitives/RadioGroupField';
import { SelectField, type SelectOption } from '#src/primitives/SelectField';
import { Text } from '#src/primitives/Text';
import { VisuallyHidden } from '#src/primitives/VisuallyHidden';
import { defaultEnergyPrices } from '../fuel/energyPrices';
import { ButtonRow, FieldRow, ToolFieldset, ToolForm, ToolLegend, ToolNote } from '../fuel/toolLayout';
import { ErrorSummary, type FormProblem } from '../ui/ErrorSummary';
import { loadModels, loadVersions, type PickerOption } from './carPicker';
import { realMpgNumberFields, type RealMpgField, type RealMpgQuery, type TypedFuel } from './realMpgQuery';
import { realMpgTexts as t } from './realMpgTexts';
import { apiPaths, toolPaths } from '#src/domain/routes';

/**
 * RealMpgForm: the real-MPG calculator's form. It works without JavaScript as two GET forms: the
 * make/model picker submits to /real-mpg-calculator (Show models, Show versions: the server
 * renders the next list), and the calculator form (version, or an official mpg typed instead,
 * mileage and prices) submits to /real-mpg-calculator/results, so Enter in any of its fields
 * calculates. With JavaScript it is a client island: choosing a make or model loads the next
 * list through the Content API (the HTTP content adapter) without a reload, the step buttons go,
 * and the lists' arrival is announced. If a list cannot load, the step buttons come back.
 */
export interface RealMpgFormProps {
  /** Every make. */
  makes: readonly PickerOption[];
  /** The models of the chosen make (server-loaded; empty until a make is chosen). */
  models: readonly PickerOption[];
  /** The versions of the chosen model (server-loaded; empty until a model is chosen). */
  versions: readonly PickerOption[];
  /** The chosen make slug, model id and version cap id ('' for none). */
  make: string;
  model: string;
  car: string;
  /** The fuel of a typed official mpg. */
  fuel: TypedFuel;
  /** The text of each field as the visitor sent it ('' shows the default). */
  entered: RealMpgQuery['entered'];
  /** A message per field that is wrong. */
  errors: Partial<Record<RealMpgField, string>>;
  /** The date of the default prices as the page writes it, e.g. '1 April 2026'. */
  pricesDate: string;
  /** Loads models and versions in the browser; the Content API at /api/content by default. */
  source?: PickerSource;
}

/** Where the island loads the next list from. */
export interface PickerSource {
  models(makeSlug: string): Promise<PickerOption[]>;
  versions(modelId: string): Promise<PickerOption[]>;
}

/** The element id of each field, for labels and the error summary's links. */
export const realMpgFieldIds: Record<RealMpgField, string> = {
  make: 'mpg-make',
  model: 'mpg-model',
  car: 'mpg-car',
  mpg: 'mpg-official',
  fuel: 'mpg-fuel',
  miles: 'mpg-miles',
  price: 'mpg-price',
  home: 'mpg-home',
  public: 'mpg-public',
  share: 'mpg-share',
};

/** The order problems are listed in (the form's order). */
const fieldOrder: readonly RealMpgField[] = [
  'make',
  'model',
  'car',
  'mpg',
  'fuel',
  'miles',
  'price',
  'home',
  'public',
  'share',
];

/** The charging fields of an electric car, in order. */
const chargingFields = [
  { name: 'home', label: t.home, hint: t.perKwh, suffix: 'p' },
  { name: 'public', label: t.public, hint: t.perKwh, suffix: 'p' },
  { name: 'share', label: t.share, hint: t.shareHint, suffix: '%' },
] as const;

const fuelOptions = [
  { value: 'petrol', label: 'Petrol' },
  { value: 'diesel', label: 'Diesel' },
  { value: 'hybrid', label: 'Hybrid' },
] as const;

/** The Content API of this site, read through the HTTP content adapter. */
function contentApiSource(): PickerSource {
  const adapter = createHttpContent(apiPaths.content);
  return { models: (make) => loadModels(adapter, make), versions: (model) => loadVersions(adapter, model) };
}

const noSubscription = () => () => {};

export function RealMpgForm({
  makes,
  models: initialModels,
  versions: initialVersions,
  make: initialMake,
  model: initialModel,
  car: initialCar,
  fuel,
  entered,
  errors,
  pricesDate,
  source,
}: RealMpgFormProps) {
  // false in the server HTML and during hydration, true once the island runs.
  const enhanced = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const picker = useMemo(() => source ?? contentApiSource(), [source]);
  const [make, setMake] = useState(initialMake);
  const [model, setModel] = useState(initialModel);
  const [car, setCar] = useState(initialCar);
  const [models, setModels] = useState(initialModels);
  const [versions, setVersions] = useState(initialVersions);
  const [status, setStatus] = useState('');
  const [failed, setFailed] = useState(false);
  const request = useRef(0);
  const showStepButtons = !enhanced || failed;

  const load = async (
    what: 'models' | 'versions',
    value: string,
    apply: (options: PickerOption[]) => void,
  ): Promise<void> => {
    const id = ++request.current;
    if (!value || !enhanced || failed) return;
    setStatus(what === 'models' ? t.loadingModels : t.loadingVersions);
    try {
      const options = await (what === 'models' ? picker.models(value) : picker.versions(value));
      if (id !== request.current) return;
      apply(options);
      setStatus(what === 'models' ? t.modelsLoaded(options.length) : t.versionsLoaded(options.length));
    } catch {
      if (id !== request.current) return;
      setFailed(true);
      setStatus(t.loadFailed);
    }
  };

  const chooseMake = (value: string) => {
    setMake(value);
    setModel('');
    setCar('');
    setVersions([]);
    if (enhanced && !failed) setModels([]);
    void load('models', value, setModels);
  };

  const chooseModel = (value: string) => {
    setModel(value);
    setCar('');
    if (enhanced && !failed) setVersions([]);
    void load('versions', value, setVersions);
  };

  const value = (name: keyof typeof realMpgNumberFields) =>
    entered[name] !== '' ? entered[name] : String(realMpgNumberFields[name].default);
  const problems: FormProblem[] = fieldOrder.flatMap((field) => {
    const message = errors[field];
    if (!message) return [];
    return [{ fieldId: realMpgFieldIds[field], message }];
  });

  const makeOptions: SelectOption[] = [{ value: '', label: t.chooseMake }, ...makes];
  const modelOptions: SelectOption[] = [
    { value: '', label: models.length > 0 ? t.chooseModel : t.chooseMakeFirst },
    ...models,
  ];
  const versionOptions: SelectOption[] = [
    { value: '', label: versions.length > 0 ? t.chooseVersion : t.chooseModelFirst },
    ...versions,
  ];
  // The picker's two steps; without JavaScript each has a button that submits for the next list.
  // Their handlers stay out of this data: the hooks lint takes a ref-using function kept in render
  // data for a ref read during render.
  const pickerSteps = [
    {
      name: 'make',
      label: t.make,
      options: makeOptions,
      value: make,
      button: t.showModels,
      buttonCy: 'mpg-show-models',
    },
    {
      name: 'model',
      label: t.model,
      options: modelOptions,
      value: model,
      button: t.showVersions,
      buttonCy: 'mpg-show-versions',
    },
  ] as const;
  // The driving values travel with the picker form, so changing the car keeps what was typed.
  const carried: Array<[string, string]> = [
    ['mpg', entered.mpg],
    ['fuel', entered.mpg ? fuel : ''],
    ['miles', entered.miles],
    ['price', entered.price],
    ['home', entered.home],
    ['public', entered.public],
    ['share', entered.share],
  ];

  return (
    <ToolForm as="div" data-real-mpg-form="" data-enhanced={enhanced ? 'true' : 'false'}>
      <ErrorSummary problems={problems} />
      <ToolFieldset as="section" aria-labelledby="mpg-car-heading">
        <Heading level={2} size="small" id="mpg-car-heading">
          {t.carLegend}
        </Heading>
        <ToolForm action={toolPaths.realMpg} method="get" aria-label={t.carLegend} data-picker-form="">
          {pickerSteps.map((step) => (
            <FieldRow key={step.name}>
              <SelectField
                id={realMpgFieldIds[step.name]}
                name={step.name}
                label={step.label}
                options={step.options}
                width="medium"
                value={step.value}
                onChange={(event) => (step.name === 'make' ? chooseMake : chooseModel)(event.target.value)}
                error={errors[step.name]}
              />
              {showStepButtons && (
                <ButtonRow>
                  <Button type="submit" variant="secondary" data-cy={step.buttonCy}>
                    {step.button}
                  </Button>
                </ButtonRow>
              )}
            </FieldRow>
          ))}
          {carried
            .filter(([, text]) => text !== '')
            .map(([name, text]) => (
              <input key={name} type="hidden" name={name} value={text} />
            ))}
        </ToolForm>
        <VisuallyHidden>
          <span role="status">{failed ? '' : status}</span>
        </VisuallyHidden>
        {failed && (
          <Text tone="danger" weight="bold">
            {t.loadFailed}
          </Text>
        )}
      </ToolFieldset>

      <ToolForm action={toolPaths.realMpgResults} method="get" aria-label={t.title} data-calculator-form="">
        <input type="hidden" name="make" value={make} />
        <input type="hidden" name="model" value={model} />
        <SelectField
          id={realMpgFieldIds.car}
          name="car"
          label={t.version}
          options={versionOptions}
          width="medium"
          value={car}
          onChange={(event) => setCar(event.target.value)}
          error={errors.car}
        />
        <ToolFieldset>
          <ToolLegend>{t.officialLegend}</ToolLegend>
          <ToolNote>{t.officialHint}</ToolNote>
          <NumberField
            id={realMpgFieldIds.mpg}
            name="mpg"
            label={t.officialMpg}
            defaultValue={entered.mpg}
            error={errors.mpg}
            suffix="mpg"
            width="short"
          />
          <RadioGroupField
            id={realMpgFieldIds.fuel}
            name="fuel"
            legend={t.fuel}
            options={fuelOptions}
            defaultValue={fuel}
            error={errors.fuel}
            layout="inline"
          />
        </ToolFieldset>
        <ToolFieldset>
          <ToolLegend>{t.drivingLegend}</ToolLegend>
          <FieldRow>
            <NumberField
              id={realMpgFieldIds.miles}
              name="miles"
              label={t.miles}
              hint={t.milesHint}
              defaultValue={value('miles')}
              error={errors.miles}
              suffix="miles"
            />
            <NumberField
              id={realMpgFieldIds.price}
              name="price"
              label={t.price}
              hint={t.priceHint(
                defaultEnergyPrices.petrolPencePerLitre,
                defaultEnergyPrices.dieselPencePerLitre,
                pricesDate,
              )}
              defaultValue={entered.price}
              error={errors.price}
              suffix="p a litre"
              width="short"
            />
          </FieldRow>
        </ToolFieldset>
        <ToolFieldset>
          <ToolLegend>{t.chargingLegend}</ToolLegend>
          <FieldRow>
            {chargingFields.map((field) => (
              <NumberField
                key={field.name}
                id={realMpgFieldIds[field.name]}
                name={field.name}
                label={field.label}
                hint={field.hint}
                defaultValue={value(field.name)}
                error={errors[field.name]}
                suffix={field.suffix}
                width="short"
              />
            ))}
          </FieldRow>
        </ToolFieldset>
        <ToolNote>{t.pricesDate(pricesDate)}</ToolNote>
        <ButtonRow>
          <Button type="submit" variant="primary" data-cy="mpg-calculate">
            {t.calculate}
          </Button>
        </ButtonRow>
      </ToolForm>
    </ToolForm>
  );
}
