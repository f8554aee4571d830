import type { ChangeEventHandler, ComponentPropsWithRef, ReactNode } from 'react';
import styled from 'styled-components';
import { Field, splitFieldProps, type FieldBaseProps } from './Field';
import { controlBox } from './Field.styles';
import type { FieldWidth } from './TextField';

/**
 * SelectField: a labelled native select (a tax year, a contract length, a model). Native, so it
 * works by keyboard and in a plain GET form without JavaScript. Give `options`, or `children`
 * for option groups; `placeholder` adds a first option with an empty value ('Any', 'Choose a model').
 */
export interface SelectOption {
  /** The submitted value. */
  value: string;
  /** The visible text. */
  label: string;
  /** The option cannot be chosen. */
  disabled?: boolean;
}

export interface SelectFieldProps
  extends
    FieldBaseProps,
    Omit<
      ComponentPropsWithRef<'select'>,
      'id' | 'size' | 'multiple' | 'className' | 'required' | 'disabled' | 'aria-invalid' | 'children'
    > {
  /** The options in order. */
  options?: readonly SelectOption[];
  /** Options of your own (optgroups), after the options above. */
  children?: ReactNode;
  /** The text of a first option whose value is '' (no choice yet, or 'Any'). */
  placeholder?: string;
  /** The chosen value (controlled); pair it with onChange. */
  value?: string;
  /** The value chosen at first (uncontrolled). */
  defaultValue?: string;
  /** Called when the choice changes. */
  onChange?: ChangeEventHandler<HTMLSelectElement>;
  /** How wide the select may grow. */
  width?: FieldWidth;
  /** More ids describing the select, after the hint and error. */
  'aria-describedby'?: string;
}

export function SelectField({ options = [], children, placeholder, width = 'full', ...props }: SelectFieldProps) {
  const [field, select] = splitFieldProps(props);
  return (
    <Field {...field}>
      {(control) => (
        <Select data-width={width} {...select} {...control}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
          {children}
        </Select>
      )}
    </Field>
  );
}

const Select = styled.select`
  ${controlBox}
  cursor: pointer;
`;
