import { useId, type ReactNode } from 'react';
import type { FieldSize } from '#tokens';
import { FieldError, FieldHint, FieldLabel, FieldRoot, RequiredMark } from './Field.styles';

/**
 * Field: the label, hint and error of one form control, wired for assistive technology. The
 * control (rendered by `children`) gets the id the label points at, `aria-describedby` naming
 * the hint and then the error, `aria-invalid` when there is an error, and the size as
 * `data-size`. TextField, NumberField and SelectField are Fields with their control; use Field
 * directly for a control of your own. FieldGroup (FieldGroup.tsx) is the same for a group of
 * checkboxes or radios.
 */

/** The props a Field gives its control. */
export interface FieldControlProps {
  /** The id the label's `for` points at. */
  id: string;
  /** The hint, error and any extra ids, in that order; absent when there are none. */
  'aria-describedby'?: string;
  /** Set when the field has an error. */
  'aria-invalid'?: true;
  /** The field is required. */
  required?: boolean;
  /** The field is disabled. */
  disabled?: boolean;
  /** The size, styled from tokens/forms.ts. */
  'data-size': FieldSize;
}

/** The props every field of the family shares. */
export interface FieldBaseProps {
  /** The visible label, tied to the control. */
  label: ReactNode;
  /** Hide the label (or legend) visually; it stays the accessible name. Only where the context names the field. */
  hideLabel?: boolean;
  /** Help under the label (format, where to find the figure); read with the control. */
  hint?: ReactNode;
  /** The error message, shown above the control and read with it; marks the field invalid. */
  error?: ReactNode;
  /** The control's id (unique on the page); one is generated when absent. Hint and error ids derive from it. */
  id?: string;
  /** Required: the control gets `required` and the label a '(required)' mark. */
  required?: boolean;
  /** Disabled: the control cannot be used or focused. */
  disabled?: boolean;
  /** Control height and text size (tokens/forms.ts); md is 44 px, lg 48 px. */
  size?: FieldSize;
  /** Extra class for the parent. */
  className?: string;
}

export interface FieldProps extends FieldBaseProps {
  /** More ids for the control's aria-describedby, after the hint and error (a character count). */
  describedBy?: string;
  /** Renders the control, spreading the props that wire it to the label, hint and error. */
  children: (control: FieldControlProps) => ReactNode;
}

/** The ids of a field's hint and error, and the aria-describedby that joins them with any extra ids. */
export function fieldDescription(id: string, hint: ReactNode, error: ReactNode, extra?: string) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const ids = [hasContent(hint) ? hintId : '', hasContent(error) ? errorId : '', extra ?? ''].filter(Boolean).join(' ');
  return { hintId, errorId, describedBy: ids || undefined };
}

/** Whether a hint or error has something to show ('' and false do not). */
export function hasContent(node: ReactNode): boolean {
  return node !== undefined && node !== null && node !== false && node !== '';
}

/** The control's id: the one given, else a generated one. */
export function useFieldId(id: string | undefined): string {
  const generated = useId();
  return id ?? `field${generated.replace(/[^a-zA-Z0-9_-]/g, '')}`;
}

/** Splits a field's props into the Field's own and those for its control. */
export function splitFieldProps<P extends FieldBaseProps & { 'aria-describedby'?: string }>(props: P) {
  const {
    label,
    hideLabel,
    hint,
    error,
    id,
    required,
    disabled,
    size,
    className,
    'aria-describedby': describedBy,
    ...control
  } = props;
  return [{ label, hideLabel, hint, error, id, required, disabled, size, className, describedBy }, control] as const;
}

/**
 * A label or legend with its '(required)' mark. The mark is hidden from assistive technology
 * when the control says 'required' itself (`required`, aria-required), so it is not read twice.
 */
export function LabelText({
  label,
  required,
  markSpoken = false,
}: {
  label: ReactNode;
  required: boolean;
  markSpoken?: boolean;
}) {
  return (
    <>
      {label}
      {required && <RequiredMark aria-hidden={markSpoken ? undefined : 'true'}> (required)</RequiredMark>}
    </>
  );
}

export function Field({
  label,
  hideLabel = false,
  hint,
  error,
  id,
  required = false,
  disabled = false,
  size = 'md',
  describedBy,
  className,
  children,
}: FieldProps) {
  const controlId = useFieldId(id);
  const ids = fieldDescription(controlId, hint, error, describedBy);
  const invalid = hasContent(error);
  return (
    <FieldRoot className={className} data-invalid={invalid ? 'true' : undefined} data-size={size}>
      <FieldLabel htmlFor={controlId} data-hidden={hideLabel || undefined}>
        <LabelText label={label} required={required} />
      </FieldLabel>
      {hasContent(hint) && <FieldHint id={ids.hintId}>{hint}</FieldHint>}
      {invalid && <FieldError id={ids.errorId}>{error}</FieldError>}
      {children({
        id: controlId,
        'aria-describedby': ids.describedBy,
        'aria-invalid': invalid || undefined,
        required: required || undefined,
        disabled: disabled || undefined,
        'data-size': size,
      })}
    </FieldRoot>
  );
}
