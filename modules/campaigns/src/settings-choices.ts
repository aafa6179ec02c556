/** Spec §2 Campaign settings: the three dropdowns' value lists, exactly. */
export const MESSAGE_INTERVALS = [0, 5, 10, 15, 20];
export const LONGER_INTERVAL_AFTER = [0, 1, 5, 10, 15, 20, 30, 40, 60, 80, 100, 120];
export const GREATER_INTERVALS = [0, 1, 5, 10, 15, 20, 30, 40, 60, 80, 100, 120];

/** The zones the browser knows (for the quiet hours), the configured one first when it is unusual. */
export function timeZones(current: string): string[] {
  const intl = Intl as unknown as { supportedValuesOf?: (key: string) => string[] };
  const all = intl.supportedValuesOf?.('timeZone') ?? ['America/Sao_Paulo', 'UTC'];
  return all.includes(current) ? all : [current, ...all];
}
