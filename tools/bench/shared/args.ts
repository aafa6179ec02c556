/** The script's positional numeric arguments (`tsx run.ts 500 50`), each its default when not given. */
export function numberArgs<const D extends readonly number[]>(defaults: D): { [K in keyof D]: number } {
  return defaults.map((d, i) => Number(process.argv[2 + i] ?? d)) as { [K in keyof D]: number };
}
