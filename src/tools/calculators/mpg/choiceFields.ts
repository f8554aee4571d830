/**
 * The real-MPG calculator's choice fields (the picker's make, model and cap id, the typed mpg's
 * fuel) as zod/mini schemas (issue #14). In a module of their own on purpose: realMpgQuery imports
 * them by name, so the form island, which takes only realMpgQuery's constants, leaves zod out of
 * its bundle (an `import * as z` in realMpgQuery itself put about 18 kB gzip of zod in the
 * island's chunk).
 */
import * as z from 'zod/mini';

/** A text lower-cased: '' or a valid value, else a failure with the field's message. */
export function lowerCaseChoiceSchema(isValid: (text: string) => boolean, message: string) {
  return z
    .pipe(
      z.string(),
      z.transform((text: string) => text.toLowerCase()),
    )
    .check(z.refine((text: string) => text === '' || isValid(text), message));
}
