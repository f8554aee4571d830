/**
 * Texts of the shared calculator pieces (ui/): kept as data so stories and tests assert the
 * same words the pieces render.
 */

/** The badge on a figure that still needs a second source (docs/design/uk-rules.md "(unconfirmed)"). */
export const unconfirmedText = 'Unconfirmed';

/** Texts of TaxYearNote. */
export const taxYearNoteTexts = {
  /** The note's opening line for a tax year label like '2025/26'. */
  heading: (year: string) => `Tax year ${year}`,
  /** The line above the list of unconfirmed figures. */
  unconfirmedIntro: 'These figures are not yet confirmed and may change:',
  /** The line above the list of assumptions. */
  assumptionsIntro: 'Assumptions:',
} as const;

/** Texts of ErrorSummary. */
export const errorSummaryTexts = {
  heading: 'There is a problem',
} as const;
