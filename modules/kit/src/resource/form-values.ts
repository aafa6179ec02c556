/**
 * A record's values as a dialog's form holds them, for the keys of its empty form: a missing one (null) is the
 * empty form's, and a number under a text field (an id, an order, a count typed as text) becomes its text. A
 * field kept in a shape of its own (a week, a list of ids) the caller sets after.
 */
export function formValues<V extends object>(empty: V, record: object): V {
  const source = record as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(empty).map(([key, fallback]) => {
      const value = source[key];
      if (value === null || value === undefined) return [key, fallback];
      return [key, typeof fallback === 'string' ? String(value) : value];
    }),
  ) as V;
}
