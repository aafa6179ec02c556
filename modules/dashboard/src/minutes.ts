/** Minutes as hours and minutes ('0h 05min', '26h 40min'): averages may pass a day, so no clock wrap-around. */
export function formatMinutes(total: number): string {
  const whole = Math.max(0, Math.round(total));
  return `${Math.floor(whole / 60)}h ${String(whole % 60).padStart(2, '0')}min`;
}
