import { useState, type ComponentType } from 'react';

/**
 * Story support for the calculator fields: renders a field controlled by story state, so typing
 * and choosing in a story behave as in a calculator, while the story's `onValueChange` spy still
 * sees every change.
 */
interface ValueProps {
  value: string;
  onValueChange?: (value: string) => void;
}

/** A story `render` that keeps the field's value in state. */
export function controlledRender<P extends ValueProps>(Field: ComponentType<P>) {
  function Controlled(props: P) {
    const [value, setValue] = useState(props.value);
    return (
      <Field
        {...props}
        value={value}
        onValueChange={(next: string) => {
          setValue(next);
          props.onValueChange?.(next);
        }}
      />
    );
  }
  return (args: P) => <Controlled {...args} />;
}
