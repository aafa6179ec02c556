import { TenantModel } from '../db/tenant-model.js';
import { queuesThrough, type Queue } from '../domain/queues/queue-model.js';
import type { ConnectionStatus } from '../channels/index.js';
import { hashToken, openToken, sealToken } from './connection-token.js';
import { ConnectionFieldRegistry } from '../registries/connection-fields.js';

/** a registered provider's kind ('beta', 'sim' or a plugin's): channels/provider-registry.ts */
export type ConnectionProvider = string;

/** A WhatsApp connection of a company (spec §3 Connection; Whaticket calls the table `whatsapps`). */
export class Whatsapp extends TenantModel {
  static override tableName = 'whatsapps';
  static override booleanColumns = ['isDefault'];
  static override jsonAttributes = ['fields'];
  /** the fields plugins declared; the kernel sets it at start (one kernel per process, as Model.knex is) */
  static fields = new ConnectionFieldRegistry();

  declare name: string;
  declare status: ConnectionStatus;
  declare qrcode: string | null;
  declare retries: number;
  /** why it stopped, when the user can act on it (`passkey-required`); null otherwise */
  declare statusReason: string | null;
  declare isDefault: boolean;
  declare greetingMessage: string | null;
  declare complationMessage: string | null;
  declare outOfHoursMessage: string | null;
  declare ratingMessage: string | null;
  declare provider: ConnectionProvider;
  declare token: string;
  declare timeSendQueue: number;
  declare sendIdQueue: number | null;
  declare expiresInactiveMessage: string | null;
  declare expiresTicket: number;
  declare timeUseBotQueues: number;
  declare maxUseBotQueues: number;
  /** values of the fields plugins declared (promptId ...); on the wire each is a field of its own */
  declare fields: Record<string, unknown> | null;
  declare queues?: Queue[];

  static override get relationMappings() {
    return {
      queues: queuesThrough('whatsapps.id', 'whatsappQueues', 'whatsappId'),
    };
  }

  /** The token is stored as a hash (lookup) and a sealed copy (display), never in clear. */
  override $formatDatabaseJson(json: Record<string, unknown>) {
    const out = super.$formatDatabaseJson(json);
    if (typeof out.token === 'string') {
      out.tokenHash = hashToken(out.token);
      out.tokenSealed = sealToken(out.token);
      delete out.token;
    }
    return out;
  }

  override $parseDatabaseJson(json: Record<string, unknown>) {
    const out = super.$parseDatabaseJson(json);
    if (typeof out.tokenSealed === 'string') out.token = openToken(out.tokenSealed);
    delete out.tokenSealed;
    delete out.tokenHash;
    return out;
  }

  /**
   * The company is implied by the caller's token; echoing it would only invite clients to send it back.
   * Newer Whaticket forms read the transfer rule as transferQueueId / timeToTransfer: both names go out.
   */
  override $formatJson(json: Record<string, unknown>) {
    const { fields, ...out } = super.$formatJson(json);
    const companyId = typeof out.companyId === 'number' ? out.companyId : undefined;
    delete out.companyId;
    const provider = typeof out.provider === 'string' ? out.provider : undefined;
    Object.assign(out, Whatsapp.fields.read(fields as Record<string, unknown> | null, companyId, provider));
    if ('sendIdQueue' in out) out.transferQueueId = out.sendIdQueue;
    if ('timeSendQueue' in out) out.timeToTransfer = out.timeSendQueue;
    return out;
  }
}
