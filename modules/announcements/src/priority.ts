import type { Intent } from '@blueprintjs/core';

/** Spec §2: Alta = 1, Média = 2, Baixa = 3 (the default). */
export const PRIORITIES = [1, 2, 3] as const;
export const DEFAULT_PRIORITY = 3;

/** Spec §2's priority colours: 1 red, 2 orange, 3 grey (Blueprint's danger, warning and none). */
export const priorityIntent = (priority: number): Intent =>
  priority === 1 ? 'danger' : priority === 2 ? 'warning' : 'none';

/** The i18n key of a priority's name. */
export const priorityLabel = (priority: number) => `priority.${priority}`;
