import type { ChangeEventHandler, ComponentPropsWithRef } from 'react';
import styled from 'styled-components';
import { vars } from '#tokens';
import { Field, splitFieldProps, type FieldBaseProps } from './Field';
import { controlBox } from './Field.styles';

/**
 * TextAreaField: a labelled multi-line text box (a message to a dealer, a note). The same box,
 * label, hint and error as TextField; it grows by `rows` and the visitor may drag it taller.
 * Controlled with `value` and `onChange`, or uncontrolled with `defaultValue` (a plain form
 * rendered on the server); every other textarea attribute and the ref go to the textarea.
 */
export interface TextAreaFieldProps
  extends
    FieldBaseProps,
    Omit<
      ComponentPropsWithRef<'textarea'>,
      'id' | 'children' | 'className' | 'required' | 'disabled' | 'aria-invalid' | 'value' | 'defaultValue'
    > {
  /** The text (controlled); pair it with onChange. */
  value?: string;
  /** The starting text (uncontrolled). */
  defaultValue?: string;
  /** Called on every change. */
  onChange?: ChangeEventHandler<HTMLTextAreaElement>;
  /** Visible lines of text before it scrolls (5 by default). */
  rows?: number;
  /** More ids describing the textarea, after the hint and error. */
  'aria-describedby'?: string;
}

export function TextAreaField({ rows = 5, ...props }: TextAreaFieldProps) {
  const [field, textarea] = splitFieldProps(props);
  return <Field {...field}>{(control) => <TextArea rows={rows} {...textarea} {...control} />}</Field>;
}

// controlBox sets a single-line height per size; rows sets the real height, so only the padding is added.
const TextArea = styled.textarea`
  ${controlBox}
  display: block;
  padding-block: ${vars.space[2]};
  line-height: ${vars.text.md.line};
  resize: vertical;
`;
