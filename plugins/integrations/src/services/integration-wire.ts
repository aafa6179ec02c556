import type { PluginContext } from '@balcao/core';
import type { IntegrationWire as Answered } from '../contracts.js';
import type { QueueIntegration } from '../integration-model.js';
import { runnerConfig } from './runner-config.js';

/** What the routes answer (contracts.ts), with the row's dates. */
export type IntegrationWire = Answered & { createdAt?: Date; updatedAt?: Date };

/** The row as runners take it (runner-config.ts), its credentials masked unless the secret is to be shown. */
export function toWire(
  secrets: PluginContext['secrets'],
  row: QueueIntegration,
  opts: { revealSecret?: boolean } = {},
): IntegrationWire {
  const opened = runnerConfig(secrets, row);
  const { jsonContent: json, secret } = opened;
  // the two keys keep their places in the answer: a key spread first stays where it was when set again
  return {
    ...opened,
    jsonContent: json === null ? null : secrets.mask(json),
    secret: secret === null ? null : opts.revealSecret ? secret : secrets.mask(secret),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}
