import { useState } from 'react';
import { toQueryString } from '../formInput';

/**
 * The state of a calculator form in the browser: the values as typed (starting from what the
 * server rendered), whether the visitor has submitted, a setter per field, and the submit step
 * that marks the form submitted and puts the values in the address bar, so the URL of a result
 * can be shared and reloaded without JavaScript.
 */
export function useCalculatorForm<F extends string>(
  initial: Readonly<Record<F, string>>,
  initiallySubmitted: boolean,
  action: string,
) {
  const [raw, setRaw] = useState<Record<F, string>>({ ...initial });
  const [submitted, setSubmitted] = useState(initiallySubmitted);
  const set = (field: F) => (value: string) => setRaw((current) => ({ ...current, [field]: value }));
  const submit = () => {
    setSubmitted(true);
    const query = toQueryString(raw);
    window.history.replaceState(window.history.state, '', query ? `${action}?${query}` : action);
  };
  return { raw, submitted, set, submit };
}
