import type { TFunction } from 'i18next';
import type { AuditLog } from './api';

/**
 * `ticket.transferred` in the reader's words: the verb, then the entity ("Transferência · Ticket"); a verb or
 * entity with no translation yet shows as logged.
 */
export function actionLabel(t: TFunction, action: string): string {
  const dot = action.indexOf('.');
  const entity = dot < 0 ? action : action.slice(0, dot);
  const verb = dot < 0 ? '' : action.slice(dot + 1);
  const verbText = t(`verbs.${verb}`, { defaultValue: verb });
  return `${verbText} · ${t(`entities.${entity}`, { defaultValue: entity })}`;
}

/** The entity acted on, with its id when it has one ("Ticket #12"). */
export const entityText = (t: TFunction, log: AuditLog) =>
  `${t(`entities.${log.entityType}`, { defaultValue: log.entityType })}${log.entityId ? ` #${log.entityId}` : ''}`;
