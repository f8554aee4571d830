/** Custom field names of the search protocol: 'custom_fields.<name>' and how a value is quoted in a message. */
export const fieldNamePattern = /^[A-Za-z0-9_-]{1,64}$/;
const customFieldPrefix = 'custom_fields.';

/** A value as it may appear in a message: at most 64 characters. */
export const shown = (value: string): string => (value.length > 64 ? `${value.slice(0, 64)}…` : value);

/** 'custom_fields.<name>' -> name, else null. */
export function customFieldOf(field: string): string | null {
  if (!field.startsWith(customFieldPrefix)) return null;
  const name = field.slice(customFieldPrefix.length);
  return fieldNamePattern.test(name) ? name : null;
}
