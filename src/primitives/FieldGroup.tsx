import type { ChangeEventHandler, ReactNode, Ref } from 'react';
import type { FieldSize } from '#tokens';
import { fieldDescription, hasContent, LabelText, useFieldId, type FieldBaseProps } from './Field';
import {
  ChoiceDetail,
  ChoiceInput,
  ChoiceItem,
  ChoiceLabel,
  ChoiceList,
  ChoiceRow,
  FieldError,
  FieldHint,
  FieldLegend,
  FieldsetRoot,
} from './Field.styles';

/**
 * FieldGroup: a fieldset whose legend is the question, with hint and error tied to it by
 * aria-describedby, around a group of checkboxes or radios (RadioGroupField, CheckboxGroupField).
 * ChoiceOptions renders their native inputs, each with its label and an optional hint.
 */

/** What a FieldGroup tells the checkboxes or radios inside it. */
export interface FieldGroupState {
  /** The group's id; option ids derive from it. */
  id: string;
  /** The size for every option row. */
  size: FieldSize;
  /** Whether the group has an error. */
  invalid: boolean;
}

export interface FieldGroupProps extends Omit<FieldBaseProps, 'label'> {
  /** The question, as the fieldset's legend (the group's accessible name). */
  legend: ReactNode;
  /** 'radiogroup' for radios (allows aria-required and aria-invalid), 'group' for checkboxes. */
  role: 'radiogroup' | 'group';
  /** The fieldset element. */
  ref?: Ref<HTMLFieldSetElement>;
  /** Renders the options. */
  children: (group: FieldGroupState) => ReactNode;
}

export function FieldGroup({
  legend,
  hideLabel = false,
  hint,
  error,
  id,
  required = false,
  disabled = false,
  size = 'md',
  role,
  className,
  ref,
  children,
}: FieldGroupProps) {
  const groupId = useFieldId(id);
  const ids = fieldDescription(groupId, hint, error);
  const invalid = hasContent(error);
  const legendId = `${groupId}-legend`;
  const isRadioGroup = role === 'radiogroup';
  return (
    <FieldsetRoot
      ref={ref}
      id={groupId}
      className={className}
      role={isRadioGroup ? 'radiogroup' : undefined}
      aria-labelledby={legendId}
      aria-describedby={ids.describedBy}
      aria-invalid={isRadioGroup && invalid ? true : undefined}
      aria-required={isRadioGroup && required ? true : undefined}
      disabled={disabled || undefined}
      data-invalid={invalid ? 'true' : undefined}
      data-size={size}
    >
      <FieldLegend id={legendId} data-hidden={hideLabel || undefined}>
        {/* A radio group says 'required' through aria-required; a checkbox group only has these words. */}
        <LabelText label={legend} required={required} markSpoken={!isRadioGroup} />
      </FieldLegend>
      {hasContent(hint) && <FieldHint id={ids.hintId}>{hint}</FieldHint>}
      {invalid && <FieldError id={ids.errorId}>{error}</FieldError>}
      {children({ id: groupId, size, invalid })}
    </FieldsetRoot>
  );
}

/** One answer of a checkbox or radio group. */
export interface ChoiceOption {
  /** The submitted value. */
  value: string;
  /** The visible text. */
  label: ReactNode;
  /** A line of help under the option, read with it. */
  hint?: ReactNode;
  /** The option cannot be chosen. */
  disabled?: boolean;
}

/** The props RadioGroupField and CheckboxGroupField share. */
export interface ChoiceGroupBaseProps extends Omit<FieldGroupProps, 'role' | 'children'> {
  /** The name every input submits under. */
  name: string;
  /** The answers in order. */
  options: readonly ChoiceOption[];
  /** Options stacked (default) or side by side (short answers such as Yes / No). */
  layout?: 'stacked' | 'inline';
}

export interface ChoiceOptionsProps {
  /** Checkboxes or radios. */
  type: 'checkbox' | 'radio';
  /** The name every input submits under. */
  name: string;
  /** The answers in order. */
  options: readonly ChoiceOption[];
  /** The group they sit in. */
  group: FieldGroupState;
  /** Stacked or side by side. */
  layout: 'stacked' | 'inline';
  /** Whether an option is ticked: `checked` when controlled, `defaultChecked` when not. */
  checkedProps: (value: string) => { checked: boolean } | { defaultChecked: boolean | undefined };
  /** The change handler of every input (absent when nobody listens, for Server Components). */
  onChange?: ChangeEventHandler<HTMLInputElement>;
  /** Required (radios: the native attribute makes the group required). */
  required?: boolean;
}

export function ChoiceOptions({
  type,
  name,
  options,
  group,
  layout,
  checkedProps,
  onChange,
  required,
}: ChoiceOptionsProps) {
  return (
    <ChoiceList data-layout={layout}>
      {options.map((option, index) => {
        const optionId = `${group.id}-${index}`;
        const optionHintId = hasContent(option.hint) ? `${optionId}-hint` : undefined;
        return (
          <ChoiceItem key={option.value}>
            <ChoiceRow data-size={group.size}>
              <ChoiceInput
                type={type}
                id={optionId}
                name={name}
                value={option.value}
                required={required || undefined}
                disabled={option.disabled || undefined}
                // A checkbox takes aria-invalid itself; a radio group carries it on the radiogroup.
                aria-invalid={type === 'checkbox' && group.invalid ? true : undefined}
                aria-describedby={optionHintId}
                {...checkedProps(option.value)}
                onChange={onChange}
              />
              <ChoiceLabel htmlFor={optionId}>{option.label}</ChoiceLabel>
            </ChoiceRow>
            {optionHintId && (
              <ChoiceDetail>
                <FieldHint id={optionHintId}>{option.hint}</FieldHint>
              </ChoiceDetail>
            )}
          </ChoiceItem>
        );
      })}
    </ChoiceList>
  );
}
