'use client';
import { useId, useRef, useState, useSyncExternalStore, type FormEvent } from 'react';
import styled from 'styled-components';
import { vars } from '#tokens';
import { Button } from '#src/primitives/Button';
import { Heading } from '#src/primitives/Heading';
import { SelectField } from '#src/primitives/SelectField';
import { Text } from '#src/primitives/Text';
import { visuallyHidden } from '#src/primitives/VisuallyHidden';
import type { PickerMake, PickerModel, PickerVersion } from './comparisonData';
import { COMPARISON_PATH, comparisonKey } from './comparisonKeys';
import type { ComparisonSource } from './comparisonSource';
import { comparisonTexts } from './comparisonTexts';

/**
 * ComparisonPicker: 'Add a car' by make, then model, then (optionally) version. Without
 * JavaScript it is a two-step GET form to /car-comparison: 'Show models' reloads the page with
 * the make's models (`?make=`), and 'Add to comparison' sends the model as `?add=`, with the
 * cars already compared carried in `ids`. Once the page runs in the browser the selects load
 * their choices from the Content API as the visitor picks, a version can be chosen, and adding
 * happens in place through `onAdd`. When the comparison is full the form is disabled and says why.
 */
export interface ComparisonPickerProps {
  /** Every make, by name. */
  makes: readonly PickerMake[];
  /** The keys already compared (the no-JavaScript form carries them). */
  keys: readonly string[];
  /** The comparison holds the most cars: adding is disabled, with the reason shown. */
  full?: boolean;
  /** The make chosen in the no-JavaScript first step. */
  initialMake?: string;
  /** That make's models, read by the server. */
  initialModels?: readonly PickerModel[];
  /** Where the choices are read in the browser. */
  source?: ComparisonSource;
  /** Adds a car in the browser; without it the form is submitted to the server. */
  onAdd?: (key: string, name: string) => void;
}

type Loaded<T> = { state: 'idle' } | { state: 'loading' } | { state: 'failed' } | { state: 'ok'; items: readonly T[] };

const noSubscription = () => () => {};

export function ComparisonPicker({
  makes,
  keys,
  full = false,
  initialMake = '',
  initialModels,
  source,
  onAdd,
}: ComparisonPickerProps) {
  const id = useId();
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const interactive = hydrated && Boolean(source && onAdd);
  const [make, setMake] = useState(initialMake);
  const [models, setModels] = useState<Loaded<PickerModel>>(
    initialModels ? { state: 'ok', items: initialModels } : { state: 'idle' },
  );
  const [model, setModel] = useState('');
  const [versions, setVersions] = useState<Loaded<PickerVersion>>({ state: 'idle' });
  const [version, setVersion] = useState('');

  // Each pick starts a read; an answer to an older pick (the visitor moved on) is dropped.
  const latestModels = useRef(0);
  const latestVersions = useRef(0);

  const chooseMake = (value: string) => {
    setMake(value);
    setModel('');
    setVersion('');
    setVersions({ state: 'idle' });
    const request = ++latestModels.current;
    if (value === '' || !source) {
      setModels({ state: 'idle' });
      return;
    }
    setModels({ state: 'loading' });
    source.models(value).then(
      (items) => request === latestModels.current && setModels({ state: 'ok', items }),
      () => request === latestModels.current && setModels({ state: 'failed' }),
    );
  };

  const chooseModel = (value: string) => {
    setModel(value);
    setVersion('');
    const request = ++latestVersions.current;
    if (value === '' || !source) {
      setVersions({ state: 'idle' });
      return;
    }
    setVersions({ state: 'loading' });
    source.versions(value).then(
      (items) => request === latestVersions.current && setVersions({ state: 'ok', items }),
      () => request === latestVersions.current && setVersions({ state: 'failed' }),
    );
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (!interactive || !onAdd) return;
    event.preventDefault();
    const chosen = models.state === 'ok' ? models.items.find((item) => item.id === model) : undefined;
    if (!chosen) return;
    const chosenVersion = versions.state === 'ok' ? versions.items.find((item) => item.capId === version) : undefined;
    const name = chosenVersion ? `${chosen.name} ${chosenVersion.name}` : chosen.name;
    onAdd(comparisonKey({ modelId: chosen.id, ...(chosenVersion ? { capId: chosenVersion.capId } : {}) }), name);
    latestVersions.current += 1;
    setModel('');
    setVersion('');
    setVersions({ state: 'idle' });
  };

  const modelItems = models.state === 'ok' ? models.items : [];
  const versionItems = versions.state === 'ok' ? versions.items : [];
  const status =
    models.state === 'loading' || versions.state === 'loading'
      ? comparisonTexts.loading
      : models.state === 'failed' || versions.state === 'failed'
        ? comparisonTexts.pickerFailed
        : '';

  return (
    <Section aria-labelledby={`${id}-heading`} data-comparison-picker="" data-interactive={interactive || undefined}>
      <Heading level={2} size="small" id={`${id}-heading`}>
        {comparisonTexts.pickerHeading}
      </Heading>
      {full ? (
        <Text id={`${id}-full`} data-comparison-full="">
          {comparisonTexts.full}
        </Text>
      ) : null}
      <form method="get" action={COMPARISON_PATH} onSubmit={submit}>
        <Fields disabled={full} aria-describedby={full ? `${id}-full` : undefined}>
          <Legend>{comparisonTexts.pickerHeading}</Legend>
          {keys.length ? <input type="hidden" name="ids" value={keys.join(',')} /> : null}
          <Step>
            <SelectField
              id={`${id}-make`}
              name="make"
              label={comparisonTexts.make}
              options={[
                { value: '', label: comparisonTexts.chooseMake },
                ...makes.map((item) => ({ value: item.slug, label: item.name })),
              ]}
              width="medium"
              value={make}
              onChange={(event) => chooseMake(event.target.value)}
            />
            {interactive ? null : (
              <Button type="submit" variant="secondary" size="small">
                {comparisonTexts.showModels}
              </Button>
            )}
          </Step>
          {modelItems.length ? (
            <SelectField
              id={`${id}-model`}
              name="add"
              label={comparisonTexts.model}
              options={[
                { value: '', label: comparisonTexts.chooseModel },
                ...modelItems.map((item) => ({ value: item.id, label: item.name })),
              ]}
              width="medium"
              value={model}
              onChange={(event) => chooseModel(event.target.value)}
            />
          ) : null}
          {interactive && versionItems.length ? (
            <SelectField
              id={`${id}-version`}
              name="version"
              label={comparisonTexts.version}
              options={[
                { value: '', label: comparisonTexts.cheapestVersion },
                ...versionItems.map((item) => ({ value: item.capId, label: item.name })),
              ]}
              width="medium"
              value={version}
              onChange={(event) => setVersion(event.target.value)}
            />
          ) : null}
          {modelItems.length || interactive ? (
            <div>
              <Button type="submit" variant="primary" size="small" icon="plus" disabled={interactive && model === ''}>
                {comparisonTexts.add}
              </Button>
            </div>
          ) : null}
        </Fields>
      </form>
      <Status role="status">{status}</Status>
    </Section>
  );
}

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[3]};
  padding: ${vars.space[4]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface};
`;

const Fields = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${vars.space[3]} ${vars.space[4]};
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
`;

const Legend = styled.legend`
  ${visuallyHidden}
`;

const Step = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${vars.space[2]};
`;

const Status = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
  font-size: ${vars.text.sm.size};
`;
