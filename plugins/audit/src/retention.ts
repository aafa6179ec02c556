import type { PluginContext } from '@balcao/core';

/**
 * AUDIT_RETENTION_DAYS: lines older than this many days are deleted once a day. Unset or 0 keeps every line (the
 * default: the log is evidence, and how long to keep it is the operator's call). A value that is not a whole
 * number of days keeps every line too, and says so: a typo must never delete more than was meant.
 */
export function retentionDays(
  env: Record<string, string | undefined>,
  log: Pick<PluginContext['log'], 'warn'>,
) {
  const raw = env.AUDIT_RETENTION_DAYS?.trim();
  if (!raw) return undefined;
  const days = Number(raw);
  if (!Number.isInteger(days) || days < 0) {
    log.warn(
      { AUDIT_RETENTION_DAYS: raw },
      'AUDIT_RETENTION_DAYS is not a whole number of days: every line is kept',
    );
    return undefined;
  }
  return days || undefined;
}
