'use client';
/**
 * The markup of a list of choices, shared by the filter widgets and the sort-by widget: checkbox
 * group, radio group, select list, tabs and tags. Every choice is a real link to the URL of that
 * choice (so it works with JavaScript off) carrying the right role (checkbox, radio, toggle button,
 * or aria-current for tabs); with JavaScript a click, Enter or Space runs the store action instead.
 * The select list is a <select> with the same links in <noscript>. Radio groups also move with the
 * arrow keys (focus and choose), as the ARIA radio pattern expects. A choice with a result count
 * shows it after its label: 'Ford (12)'.
 */
import { useId, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { fieldControl, vars } from '#tokens';
import { FieldLabel, FieldRoot } from '#src/primitives/Field.styles';
import { visuallyHidden } from '#src/primitives/VisuallyHidden';
import { focusRing } from '#src/styles/focus';
import { linkAction, spaceAction } from '../store/widgetLinks';
import { WidgetSelect } from '../widgetFields';

/** The shapes a choice list can take. */
export type ChoiceListType = 'CHECKBOX_GROUP' | 'RADIO_GROUP' | 'SELECT_LIST' | 'TABS' | 'TAGS';

/** One choice as a widget shows it. */
export interface Choice {
  /** The option key ('nofilter' for "no filter"). */
  key: string;
  /** The visible text. */
  label: string;
  /** Whether it is chosen now. */
  active: boolean;
  /** The URL of the page with this choice made (the no-JavaScript link). */
  href: string;
  /** Results with this choice (facet counts); absent when not counted. */
  count?: number;
}

/** 'Ford (12)': the label with its count when there is one. */
const withCount = (choice: Choice) => (choice.count === undefined ? choice.label : `${choice.label} (${choice.count})`);

export interface ChoiceListProps {
  /** The shape. */
  type: ChoiceListType;
  /** The group's visible name (legend or label). */
  label: string;
  /** The choices in order. */
  choices: readonly Choice[];
  /** Runs the choice (with JavaScript). */
  onChoose: (key: string) => void;
  /** Disables the controls while a search runs (they stay focusable links). */
  busy?: boolean;
  /** Keeps the group's name for assistive technology only (tabs whose labels speak for themselves). */
  labelHidden?: boolean;
}

export function ChoiceList({ type, label, choices, onChoose, busy = false, labelHidden = false }: ChoiceListProps) {
  const labelId = useId();
  const selectId = useId();

  if (type === 'SELECT_LIST') {
    const active = choices.find((choice) => choice.active);
    return (
      <FieldRoot data-widget-type={type}>
        <FieldLabel htmlFor={selectId} id={labelId} data-hidden={labelHidden || undefined}>
          {label}
        </FieldLabel>
        <WidgetSelect
          id={selectId}
          data-size="md"
          value={active?.key ?? ''}
          onChange={(event) => onChoose(event.target.value)}
        >
          {!active && (
            <option value="" disabled>
              Choose…
            </option>
          )}
          {choices.map((choice) => (
            <option key={choice.key} value={choice.key}>
              {withCount(choice)}
            </option>
          ))}
        </WidgetSelect>
        <noscript>
          <Options>
            {choices.map((choice) => (
              <li key={choice.key}>
                <a href={choice.href} aria-current={choice.active ? 'true' : undefined}>
                  {withCount(choice)}
                </a>
              </li>
            ))}
          </Options>
        </noscript>
      </FieldRoot>
    );
  }

  const role =
    type === 'CHECKBOX_GROUP' ? 'checkbox' : type === 'RADIO_GROUP' ? 'radio' : type === 'TAGS' ? 'button' : undefined;

  /** Arrow keys in a radio group: focus the next/previous radio (wrapping) and choose it. */
  const onRadioKey = (event: KeyboardEvent<HTMLElement>, index: number) => {
    const step =
      event.key === 'ArrowDown' || event.key === 'ArrowRight'
        ? 1
        : event.key === 'ArrowUp' || event.key === 'ArrowLeft'
          ? -1
          : 0;
    if (step === 0) return;
    event.preventDefault();
    const next = (index + step + choices.length) % choices.length;
    const group = event.currentTarget.closest('[role="radiogroup"]');
    group?.querySelectorAll<HTMLElement>('[role="radio"]')[next]?.focus();
    onChoose(choices[next]!.key);
  };

  const groupRole = type === 'RADIO_GROUP' ? 'radiogroup' : type === 'TABS' ? undefined : 'group';
  const Wrapper = type === 'TABS' ? 'nav' : 'div';
  return (
    <Group
      as={Wrapper}
      role={groupRole}
      aria-labelledby={labelId}
      aria-busy={busy || undefined}
      data-widget-type={type}
    >
      <GroupLabel id={labelId} data-hidden={labelHidden || undefined}>
        {label}
      </GroupLabel>
      <Options data-type={type}>
        {choices.map((choice, index) => (
          <li key={choice.key}>
            <ChoiceLink
              href={choice.href}
              role={role}
              aria-checked={role === 'checkbox' || role === 'radio' ? choice.active : undefined}
              aria-pressed={role === 'button' ? choice.active : undefined}
              aria-current={type === 'TABS' && choice.active ? 'true' : undefined}
              data-active={choice.active || undefined}
              data-type={type}
              data-key={choice.key}
              onClick={linkAction(() => onChoose(choice.key))}
              onKeyDown={(event) => {
                if (role) spaceAction(() => onChoose(choice.key))(event);
                if (role === 'radio') onRadioKey(event, index);
              }}
            >
              {(type === 'CHECKBOX_GROUP' || type === 'RADIO_GROUP') && <Mark aria-hidden="true" data-type={type} />}
              <span>{choice.label}</span>
              {choice.count !== undefined && <Count data-count={choice.count}>({choice.count})</Count>}
            </ChoiceLink>
          </li>
        ))}
      </Options>
    </Group>
  );
}

const Group = styled.div`
  margin: 0;
  padding: 0;
  border: 0;
`;

const GroupLabel = styled.p`
  margin: 0 0 ${vars.space[2]};
  font-weight: ${vars.weight.bold};

  &[data-hidden] {
    ${visuallyHidden}
  }
`;

const Options = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;

  &[data-type='TABS'] {
    flex-direction: row;
    flex-wrap: wrap;
    gap: 0;
    border-bottom: 1px solid ${vars.color.border};
  }
  &[data-type='TAGS'] {
    flex-direction: row;
    flex-wrap: wrap;
    gap: ${vars.space[2]};
  }
`;

const ChoiceLink = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[2]};
  box-sizing: border-box;
  min-height: 44px;
  padding: 0 ${vars.space[2]};
  border-radius: ${vars.radius.md};
  color: ${vars.color.text};
  text-decoration: none;

  &:hover span {
    text-decoration: underline;
  }
  &:focus-visible {
    ${focusRing}
  }

  &[data-type='TABS'] {
    padding: 0 ${vars.space[4]};
    border-bottom: 4px solid transparent;
    border-radius: 0;
    color: ${vars.color.brand};
    font-weight: ${vars.weight.bold};
  }
  &[data-type='TABS'][data-active] {
    border-bottom-color: ${vars.color.brand};
  }

  &[data-type='TAGS'] {
    padding: 0 ${vars.space[4]};
    border: 1px solid ${vars.color.brand};
    border-radius: ${vars.radius.pill};
    color: ${vars.color.brand};
  }
  &[data-type='TAGS'][data-active] {
    background: ${vars.color.brand};
    color: ${vars.color.textInverse};
  }
`;

/** A choice's result count, quieter than its label (none: muted further). */
const Count = styled.span`
  margin-inline-start: calc(-1 * ${vars.space[1]});
  color: ${vars.color.textMuted};

  [data-active][data-type='TAGS'] > & {
    color: inherit;
  }
`;

/**
 * The drawn box or circle of a checkbox or radio choice (the choice is a link, so there is no
 * native input to draw): the size and border of the Field family's checkbox and radio, from
 * tokens/forms.ts.
 */
const Mark = styled.span`
  display: inline-block;
  flex: none;
  box-sizing: border-box;
  width: ${fieldControl.choiceSize}px;
  height: ${fieldControl.choiceSize}px;
  border: ${fieldControl.borderWidth}px solid ${vars.color.inputBorder};
  border-radius: ${vars.radius.sm};
  background: ${vars.color.background};

  &[data-type='RADIO_GROUP'] {
    border-radius: ${vars.radius.round};
  }
  [data-active] > & {
    border-color: ${vars.color.brand};
    background: ${vars.color.brand};
    box-shadow: inset 0 0 0 ${vars.space[1]} ${vars.color.background};
  }
`;
