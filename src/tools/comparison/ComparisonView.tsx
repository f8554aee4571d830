'use client';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import styled from 'styled-components';
import { vars } from '#tokens';
import { Button } from '#src/primitives/Button';
import { EmptyState } from '#src/primitives/EmptyState';
import { Heading } from '#src/primitives/Heading';
import { Icon } from '#src/primitives/Icon';
import { Text } from '#src/primitives/Text';
import { visuallyHidden } from '#src/primitives/VisuallyHidden';
import type { ShortlistStore } from '../shortlist/shortlistStore';
import { comparedCarName, type ComparedCar, type PickerMake, type PickerModel } from './comparisonData';
import { applyComparisonChanges, COMPARISON_PATH, comparisonHref, MAX_COMPARED_CARS } from './comparisonKeys';
import { ComparisonPicker } from './ComparisonPicker';
import type { ComparisonSource } from './comparisonSource';
import { apiComparisonSource } from './comparisonSource';
import { comparisonStore, useComparisonKeys, type ComparisonStore } from './comparisonStore';
import { ComparisonTable } from './ComparisonTable';
import { addNotice, comparisonCountText, comparisonTexts, type ComparisonNotice } from './comparisonTexts';
import { sitePaths } from '#src/domain/routes';

/**
 * ComparisonView: the body of /car-comparison. The server renders it from the page's URL (so a
 * shared or bookmarked comparison, and every control, works without JavaScript: the remove,
 * clear and picker controls are GET forms). In the browser it becomes the visitor's own
 * comparison: on load it merges the URL's `add` into the list kept in this browser (or, for a
 * URL with `ids`, takes that list), rewrites the address to `?ids=` with replaceState so a reload
 * or a shared link shows the same cars, reads any car it has not got from the Content API, and
 * handles add, remove and clear in place, announcing each change and keeping keyboard focus on
 * a sensible control.
 */
export interface ComparisonViewProps {
  /** The cars' keys as the server resolved them from the URL. */
  initialKeys: readonly string[];
  /** Those cars, read by the server. */
  initialCars: readonly ComparedCar[];
  /** Notices about the URL's `add` (not found, full...). */
  initialNotices?: readonly ComparisonNotice[];
  /** The URL named its cars with `ids` (a shared or bookmarked comparison): that list replaces the stored one. */
  urlHasIds?: boolean;
  /** The URL's `add` when the server found the car, merged into the stored list in the browser. */
  urlAdd?: string;
  /** The URL's `remove`, applied to the stored list in the browser. */
  urlRemove?: string;
  /** Every make, for the picker. */
  makes: readonly PickerMake[];
  /** The make of the no-JavaScript picker step, and its models. */
  pickerMake?: string;
  pickerModels?: readonly PickerModel[];
  /** The comparison store; the browser's by default (stories pass their own). */
  store?: ComparisonStore;
  /** Where cars are read in the browser; the site's Content API by default. */
  source?: ComparisonSource;
  /** The shortlist store of the table's buttons (stories pass their own). */
  shortlistStore?: ShortlistStore;
  /** Rewrites the address bar; history.replaceState by default (stories pass a no-op). */
  replaceUrl?: (href: string) => void;
}

/** A one-way flag React can subscribe to: false until `set`. */
function createFlag() {
  let value = false;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set() {
      value = true;
      for (const listener of Array.from(listeners)) listener();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

const browserReplaceUrl = (href: string) => {
  const current = `${window.location.pathname}${window.location.search}`;
  if (current !== href) window.history.replaceState(window.history.state, '', href);
};

export function ComparisonView({
  initialKeys,
  initialCars,
  initialNotices = [],
  urlHasIds = false,
  urlAdd,
  urlRemove,
  makes,
  pickerMake,
  pickerModels,
  store = comparisonStore(),
  source = apiComparisonSource(),
  shortlistStore,
  replaceUrl = browserReplaceUrl,
}: ComparisonViewProps) {
  const stored = useComparisonKeys(store);
  // Becomes true once the stored list has been merged with the URL (the server's list shows until then).
  const [merged] = useState(createFlag);
  const ready = useSyncExternalStore(merged.subscribe, merged.get, () => false);
  const [cars, setCars] = useState<ReadonlyMap<string, ComparedCar>>(
    () => new Map(initialCars.map((car) => [car.key, car])),
  );
  const [notices, setNotices] = useState<readonly ComparisonNotice[]>(initialNotices);
  const [failed, setFailed] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const regionRef = useRef<HTMLDivElement>(null);
  const pendingFocus = useRef<'table' | 'empty' | null>(null);
  const requested = useRef(new Set<string>(initialCars.map((car) => car.key)));

  const keys = ready ? stored.map((item) => item.id) : initialKeys;

  // On load: the URL's list (ids), or the stored list with the URL's add and remove applied.
  useEffect(() => {
    if (urlHasIds) {
      store.replace(initialKeys);
    } else {
      const changes = {
        ...(urlAdd !== undefined ? { add: urlAdd } : {}),
        ...(urlRemove !== undefined ? { remove: urlRemove } : {}),
      };
      store.replace(
        applyComparisonChanges(
          store.getSnapshot().map((item) => item.id),
          changes,
        ).keys,
      );
    }
    merged.set();
    // Runs once: the URL's instructions apply to the page load only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // The URL's add found no room in the stored list: say so while the list is still full.
  const addedCar = urlAdd !== undefined ? initialCars.find((car) => car.key === urlAdd) : undefined;
  const refused =
    ready && !urlHasIds && addedCar && !keys.includes(addedCar.key) && keys.length >= MAX_COMPARED_CARS
      ? addNotice('full', addedCar.key, comparedCarName(addedCar))
      : undefined;

  const keyList = keys.join(',');
  // Keep the address in step, and read the cars not read yet.
  useEffect(() => {
    if (!ready) return;
    const current = keyList ? keyList.split(',') : [];
    replaceUrl(comparisonHref(current));
    const wanted = current.filter((key) => !requested.current.has(key));
    if (!wanted.length) return;
    for (const key of wanted) requested.current.add(key);
    source.cars(wanted).then(
      (loaded) => {
        setFailed(false);
        setCars((previous) => {
          const next = new Map(previous);
          for (const car of loaded.cars) next.set(car.key, car);
          return next;
        });
        for (const key of loaded.missing) {
          store.remove(key);
          const notice = addNotice('unknown', key);
          if (notice) setNotices((previous) => [...previous, notice]);
        }
      },
      () => {
        for (const key of wanted) requested.current.delete(key);
        setFailed(true);
      },
    );
  }, [ready, keyList, replaceUrl, source, store]);

  const shown = keys.flatMap((key) => cars.get(key) ?? []);
  const loading = !failed && shown.length < keys.length;

  useEffect(() => {
    const target = pendingFocus.current;
    if (target === null || loading) return;
    pendingFocus.current = null;
    const region = regionRef.current;
    const element =
      shown.length && target === 'table'
        ? region?.querySelector<HTMLElement>('[data-comparison-table]')
        : region?.querySelector<HTMLElement>('[data-comparison-empty]');
    element?.focus();
  });

  const remove = (car: ComparedCar) => {
    pendingFocus.current = keys.length > 1 ? 'table' : 'empty';
    store.remove(car.key);
    setNotices([]);
    setAnnouncement(comparisonTexts.removed(comparedCarName(car)));
  };

  const clear = () => {
    pendingFocus.current = 'empty';
    store.clear();
    setNotices([]);
    setAnnouncement(comparisonTexts.cleared);
  };

  const add = (key: string, name: string) => {
    const outcome = store.add(key);
    const notice = addNotice(outcome, key, name);
    setNotices(notice ? [notice] : []);
    setAnnouncement(outcome === 'added' ? comparisonTexts.added(name) : (notice?.text ?? ''));
  };

  const full = keys.length >= MAX_COMPARED_CARS;
  const interactive = ready ? { onRemove: remove } : {};

  let body;
  if (shown.length > 0) {
    body = (
      <>
        <Top>
          <Text>{comparisonCountText(keys.length)}</Text>
          <form
            method="get"
            action={COMPARISON_PATH}
            onSubmit={(event) => {
              if (!ready) return;
              event.preventDefault();
              clear();
            }}
          >
            <Button type="submit" variant="secondary" size="smaller" icon="close">
              {comparisonTexts.clear}
            </Button>
          </form>
        </Top>
        <ComparisonTable cars={shown} keys={keys} shortlistStore={shortlistStore} {...interactive} />
        {shown.length === 1 ? <Text data-comparison-one="">{comparisonTexts.oneCar}</Text> : null}
      </>
    );
  } else if (loading) {
    body = <Text data-comparison-loading="">{comparisonTexts.loading}</Text>;
  } else {
    body = (
      <Empty data-comparison-empty="" tabIndex={-1}>
        <Heading level={2} size="small">
          {comparisonTexts.emptyTitle}
        </Heading>
        <EmptyState
          message={comparisonTexts.emptyMessage}
          action={{ text: comparisonTexts.browseReviews, href: sitePaths.reviews }}
        />
      </Empty>
    );
  }

  const allNotices = [
    ...(refused ? [refused] : []),
    ...notices,
    ...(failed ? [{ tone: 'warning' as const, text: comparisonTexts.loadFailed }] : []),
  ];

  return (
    <Region ref={regionRef} data-ready={ready || undefined}>
      {allNotices.length ? (
        <Notices>
          {allNotices.map((notice) => (
            <Notice key={notice.text} data-tone={notice.tone} data-comparison-notice="">
              <Icon name={notice.tone === 'warning' ? 'alert' : 'info'} size="sm" color="brand" />
              <Text as="span">{notice.text}</Text>
            </Notice>
          ))}
        </Notices>
      ) : null}
      {body}
      <ComparisonPicker
        makes={makes}
        keys={keys}
        full={full}
        initialMake={pickerMake}
        initialModels={pickerModels}
        source={source}
        {...(ready ? { onAdd: add } : {})}
      />
      <Text size="sm" tone="muted">
        {comparisonTexts.storedNote}
      </Text>
      <Status role="status">{announcement}</Status>
    </Region>
  );
}

const Region = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[4]};
  min-width: 0;
`;

const Notices = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
`;

const Notice = styled.p`
  display: flex;
  gap: ${vars.space[2]};
  align-items: flex-start;
  margin: 0;
  padding: ${vars.space[3]} ${vars.space[4]};
  border-inline-start: 4px solid ${vars.color.brand};
  background: ${vars.color.infoBackground};
  color: ${vars.color.infoText};

  &[data-tone='warning'] {
    border-inline-start-color: ${vars.color.danger};
    background: ${vars.color.dangerTint};
    color: ${vars.color.text};
  }

  & > svg {
    flex: none;
    margin-block-start: 2px;
  }
`;

const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space[2]} ${vars.space[4]};
`;

/* Focus lands here after the last car goes; the panel is not a control, so no ring. */
const Empty = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};

  &:focus {
    outline: none;
  }
`;

const Status = styled.p`
  ${visuallyHidden}
`;
