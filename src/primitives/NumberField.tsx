import type { ChangeEventHandler } from 'react';
import styled from 'styled-components';
import { Field, splitFieldProps, type FieldBaseProps } from './Field';
import { ControlRow, ControlUnit, controlBox } from './Field.styles';
import type { FieldWidth, NativeInputProps } from './TextField';

/**
 * NumberField: a labelled input for an amount (a price, a mileage, g/km). By default it is a text
 * input with a numeric keyboard (`inputMode`) rather than type="number", so what the visitor typed
 * (including '£35,000' or a mistake) is kept and can be explained instead of silently cleared;
 * `type="number"` gives the browser's spin control, where min, max and step also bound the arrow
 * keys. Units sit beside the input, hidden from assistive technology, so the label must name them.
 */
export interface NumberFieldProps extends FieldBaseProps, Omit<NativeInputProps, 'inputMode' | 'prefix'> {
  /** 'text' (default) keeps whatever was typed; 'number' uses the browser's number input. */
  type?: 'text' | 'number';
  /** The phone keyboard: 'decimal' (default) for amounts with pence or decimals, 'numeric' for whole numbers. */
  inputMode?: 'decimal' | 'numeric';
  /** The smallest allowed value (bounds the arrow keys of type="number"). */
  min?: number;
  /** The largest allowed value (bounds the arrow keys of type="number"). */
  max?: number;
  /** The step of the arrow keys of type="number", or 'any'. */
  step?: number | 'any';
  /** The value (controlled); pair it with onChange. */
  value?: string | number;
  /** The starting value (uncontrolled). */
  defaultValue?: string | number;
  /** Called on every change. */
  onChange?: ChangeEventHandler<HTMLInputElement>;
  /** A unit shown before the input, e.g. '£'. */
  prefix?: string;
  /** A unit shown after the input, e.g. 'g/km'. */
  suffix?: string;
  /** How wide the input may grow; amounts are short, so 'medium' by default. */
  width?: FieldWidth;
  /** More ids describing the input, after the hint and error. */
  'aria-describedby'?: string;
}

export function NumberField({
  type = 'text',
  inputMode = 'decimal',
  width = 'medium',
  prefix,
  suffix,
  ...props
}: NumberFieldProps) {
  const [field, input] = splitFieldProps(props);
  return (
    <Field {...field}>
      {(control) => (
        <ControlRow>
          {prefix && <ControlUnit aria-hidden="true">{prefix}</ControlUnit>}
          <Input
            type={type}
            inputMode={inputMode}
            autoComplete="off"
            spellCheck={type === 'text' ? false : undefined}
            data-width={width}
            {...input}
            {...control}
          />
          {suffix && <ControlUnit aria-hidden="true">{suffix}</ControlUnit>}
        </ControlRow>
      )}
    </Field>
  );
}

const Input = styled.input`
  ${controlBox}
  font-variant-numeric: tabular-nums;
`;
