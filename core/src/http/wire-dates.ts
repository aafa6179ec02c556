/**
 * A contract's wire type as the server holds it before JSON: the fields `K`, ISO text on the wire, still Dates
 * (JSON writes a Date as that text). A field that may be null (or absent) on the wire may be here too. One type
 * for every plugin whose answer is built from rows, instead of an `Omit<…> & { at: Date }` per plugin.
 */
export type WithDates<W, K extends keyof W> = Omit<W, K> & {
  [P in keyof Pick<W, K>]: Exclude<W[P], string> | Date;
};
