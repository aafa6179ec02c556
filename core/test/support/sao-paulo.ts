/**
 * A wall-clock time in São Paulo (UTC-3 all year), `YYYY-MM-DD HH:mm[:ss]` or with a `T`: how the tests of
 * reports, dashboards and SLA hours name an instant without depending on the machine's zone.
 */
export const saoPaulo = (local: string) =>
  new Date(`${local.replace(' ', 'T')}${local.length > 16 ? '' : ':00'}-03:00`);
