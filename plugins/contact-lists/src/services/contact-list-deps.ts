import type { Channels, PluginContext, Realtime } from '@balcao/core';

/** What the contact list services need from the kernel; passed in, so jobs and other plugins can call them. */
export interface ContactListDeps {
  db: PluginContext['db'];
  realtime: Pick<Realtime, 'emitToCompany'>;
  channels: Pick<Channels, 'getDefault' | 'checkNumber' | 'status'>;
  log: PluginContext['log'];
  /** spreadsheets are read in the kernel's parse workers, never on the event loop */
  untrusted: Pick<PluginContext['untrusted'], 'readTable'>;
  /** queues the WhatsApp check of a list's unchecked numbers (check-item-numbers.ts) */
  queueNumberCheck(companyId: number, contactListId: number): Promise<void>;
}
