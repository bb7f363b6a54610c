/**
 * The value a number input gives its Formik field. An emptied input holds null (nothing), not '':
 * Formik validates '' as if the field were absent, so a schema default would stand in for it and the
 * form would send a number nobody typed. With null, a required field answers '<Label> is required'.
 * Text the browser cannot read as a number (a lone '-' or 'e') is NaN: '<Label> must be a number'.
 */
export function numberInputValue(input: HTMLInputElement): number | null {
  if (input.validity?.badInput) return Number.NaN;
  if (input.value.trim() === '') return null;
  return Number(input.value);
}
