import type { ChangeEventHandler, ComponentPropsWithRef } from 'react';
import styled from 'styled-components';
import { Field, splitFieldProps, type FieldBaseProps } from './Field';
import { controlBox } from './Field.styles';

/**
 * TextField: a labelled single-line text input (a name, a postcode, a registration, a search).
 * Controlled with `value` and `onChange`, or uncontrolled with `defaultValue` (a plain GET form
 * rendered on the server); every other input attribute and the ref go to the input.
 */

/** How wide the control may grow: the full width of its parent, or about 14 or 8 characters' room. */
export type FieldWidth = 'full' | 'medium' | 'short';

/** The input attributes a text-like field passes through (the Field props replace the rest). */
export type NativeInputProps = Omit<
  ComponentPropsWithRef<'input'>,
  'id' | 'size' | 'type' | 'width' | 'children' | 'className' | 'required' | 'disabled' | 'aria-invalid'
>;

export interface TextFieldProps extends FieldBaseProps, NativeInputProps {
  /** The kind of text; each gives the matching keyboard on phones ('date': the browser's date control, value yyyy-mm-dd). */
  type?: 'text' | 'email' | 'tel' | 'url' | 'search' | 'password' | 'date';
  /** The text (controlled); pair it with onChange. */
  value?: string;
  /** The starting text (uncontrolled). */
  defaultValue?: string;
  /** Called on every change. */
  onChange?: ChangeEventHandler<HTMLInputElement>;
  /** How wide the input may grow. */
  width?: FieldWidth;
  /** More ids describing the input, after the hint and error. */
  'aria-describedby'?: string;
}

export function TextField({ type = 'text', width = 'full', ...props }: TextFieldProps) {
  const [field, input] = splitFieldProps(props);
  return <Field {...field}>{(control) => <Input type={type} data-width={width} {...input} {...control} />}</Field>;
}

const Input = styled.input`
  ${controlBox}

  &::-webkit-search-cancel-button {
    cursor: pointer;
  }
`;
