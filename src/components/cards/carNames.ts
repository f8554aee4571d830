/**
 * Names of cars as the cards write them: the model as 'Volkswagen Golf' (but 'MG3', not 'MG MG3',
 * when the range already starts with the make), and a version without the range name that
 * CAP-style derivative names begin with ('Golf 1.5 TSI 150 Life 5dr' -> '1.5 TSI 150 Life 5dr').
 */
export const carNames = {
  /** 'Volkswagen Golf'; a range that already starts with the make is used alone ('MG3'). */
  model: (make: string, range: string): string =>
    range.toLowerCase().startsWith(make.toLowerCase()) ? range : `${make} ${range}`,
  /** The derivative name without a leading range name; unchanged when it does not start with it. */
  version: (range: string, derivativeName: string): string => {
    const prefix = `${range} `;
    const rest = derivativeName.toLowerCase().startsWith(prefix.toLowerCase())
      ? derivativeName.slice(prefix.length).trim()
      : '';
    return rest || derivativeName;
  },
} as const;
