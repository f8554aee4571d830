'use client';
import { useCallback, useEffect, useId, useRef, useState, type Ref } from 'react';
import { flushSync } from 'react-dom';
import { comboboxFieldAria, NO_ACTIVE_OPTION } from '#src/lib/combobox/combobox';
import { sitePaths } from '#src/domain/routes';
import type { HeaderSearch as HeaderSearchComponent, HeaderSearchProps, HeaderSearchTakeOver } from './HeaderSearch';
import {
  Field,
  FIELD_ICON_SIZE,
  FieldIcon,
  Form,
  HiddenLabel,
  Input,
  LiveRegion,
  Root,
  searchInputName,
  searchInputTyping,
} from './headerSearchStyles';
import { DEFAULT_SEARCH_PLACEHOLDER, SEARCH_FIELD_LABEL } from './headerSearchText';

/**
 * The header search, loaded on interaction (issue #13: first-load JavaScript). At first it renders
 * a plain field with exactly the markup of HeaderSearch at rest (a unit test compares the two), so
 * the server HTML and the first paint are the same as before and, without JavaScript, it is the
 * same GET form to the results page. The combobox, the search client (`loadClient`) and the
 * results panel load when the visitor points at, touches or focuses the field (or at once when it
 * already has focus or text at hydration); then HeaderSearch replaces the field and takes over its
 * text, focus and caret, so what was typed meanwhile is kept. A failed load leaves the plain form
 * working and is tried again on the next interaction.
 */
export interface LazyHeaderSearchProps extends Omit<HeaderSearchProps, 'client' | 'takeOver'> {
  /** Makes the search client, called once with the search box's code (the site imports it there). */
  loadClient: () => Promise<HeaderSearchProps['client']>;
}

interface Loaded {
  HeaderSearch: typeof HeaderSearchComponent;
  client: HeaderSearchProps['client'];
  takeOver: HeaderSearchTakeOver;
}

export function LazyHeaderSearch({ loadClient, ...props }: LazyHeaderSearchProps) {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const fieldRef = useRef<HTMLInputElement>(null);
  const loading = useRef<Promise<void> | null>(null);
  const loadClientRef = useRef(loadClient);
  useEffect(() => {
    loadClientRef.current = loadClient;
  }, [loadClient]);

  const wake = useCallback(() => {
    loading.current ??= Promise.all([import('./HeaderSearch'), loadClientRef.current()]).then(
      ([{ HeaderSearch }, client]) => {
        // The field's state is read and the box committed in one task, so no keystroke falls between.
        const field = fieldRef.current;
        const takeOver: HeaderSearchTakeOver = {
          text: field?.value ?? '',
          focused: field !== null && field === document.activeElement,
          selectionStart: field?.selectionStart ?? null,
          selectionEnd: field?.selectionEnd ?? null,
        };
        flushSync(() => setLoaded({ HeaderSearch, client, takeOver }));
      },
      () => {
        loading.current = null;
      },
    );
  }, []);

  // Focused or typed into before hydration: load at once.
  useEffect(() => {
    const field = fieldRef.current;
    if (field && (field === document.activeElement || field.value !== '')) wake();
  }, [wake]);

  if (loaded) {
    const { HeaderSearch, client, takeOver } = loaded;
    return <HeaderSearch {...props} client={client} takeOver={takeOver} />;
  }
  return <HeaderSearchField ref={fieldRef} placeholder={props.placeholder} className={props.className} onWake={wake} />;
}

/** HeaderSearch at rest, with no behaviour but `onWake`: same elements, attributes and styles. */
function HeaderSearchField({
  ref,
  placeholder = DEFAULT_SEARCH_PLACEHOLDER,
  className,
  onWake,
}: {
  ref: Ref<HTMLInputElement>;
  placeholder?: string | undefined;
  className?: string | undefined;
  onWake: () => void;
}) {
  const inputId = `${useId()}input`;
  const fieldAria = comboboxFieldAria({
    expanded: false,
    listboxId: '',
    activeIndex: NO_ACTIVE_OPTION,
    optionId: () => '',
  });
  return (
    <Root className={className} data-overlay="off" onPointerEnter={onWake} onPointerDown={onWake}>
      <Form role="search" aria-label="Site" action={sitePaths.search} method="get">
        <HiddenLabel htmlFor={inputId}>{SEARCH_FIELD_LABEL}</HiddenLabel>
        <Field>
          <FieldIcon name="search" size={FIELD_ICON_SIZE} />
          <Input
            ref={ref}
            id={inputId}
            {...searchInputName}
            {...fieldAria}
            {...searchInputTyping}
            placeholder={placeholder}
            defaultValue=""
            data-overlay="off"
            onFocus={onWake}
          />
        </Field>
      </Form>
      <LiveRegion role="status" />
    </Root>
  );
}
