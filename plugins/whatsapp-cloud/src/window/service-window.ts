import { AppError, type OutboundMessage, type PluginContext } from '@balcao/core';
import { chatIdOf } from '../provider/to-graph-message.js';

/** the caller's transaction, as ctx.db takes it */
type Trx = Parameters<PluginContext['db']['tenant']>[1];

const TABLE = 'whatsapp_cloud_windows';
/** Meta's customer service window */
export const WINDOW_MS = 24 * 60 * 60 * 1000;

/**
 * The 24-hour customer service window of each chat of a Cloud connection: opened (moved) by each message the
 * customer sends, checked before a free-form message is queued.
 */
export class ServiceWindows {
  constructor(
    private readonly db: PluginContext['db'],
    private readonly now: () => number,
  ) {}

  /** the customer wrote at `at`: the window runs 24 hours from the latest such message */
  async opened(companyId: number, connectionId: number, chatId: string, at: number): Promise<void> {
    const t = this.db.tenant(companyId);
    const row = await t(TABLE)
      .where({ connectionId, chatId })
      .first<{ id: number; lastInboundAt: number | string } | undefined>('id', 'lastInboundAt');
    if (!row) {
      try {
        await t(TABLE).insert({ connectionId, chatId, lastInboundAt: at });
        return;
      } catch {
        // another event of this chat inserted it first: move it forward below
      }
    }
    await t(TABLE)
      .where({ connectionId, chatId })
      .where('lastInboundAt', '<', at)
      .update({ lastInboundAt: at });
  }

  /** epoch ms of the customer's last message, undefined when they never wrote */
  async lastInbound(
    companyId: number,
    connectionId: number,
    chatId: string,
    trx?: Trx,
  ): Promise<number | undefined> {
    // inside the caller's transaction when it has one (SQLite has one connection: another would wait on it)
    const row = await this.db
      .tenant(
        companyId,
        trx,
      )(TABLE)
      .where({ connectionId, chatId })
      .first<{ lastInboundAt: number | string } | undefined>('lastInboundAt');
    return row ? Number(row.lastInboundAt) : undefined;
  }

  /** refuses a free-form message to a customer whose window is closed (Meta would answer 131047) */
  async ensureOpen(
    companyId: number,
    connectionId: number,
    message: OutboundMessage,
    trx?: Trx,
  ): Promise<void> {
    // a template is what opens a conversation: Meta takes it at any time
    if (message.type === 'template') return;
    const last = await this.lastInbound(companyId, connectionId, chatIdOf(message.to), trx);
    if (last === undefined || this.now() - last > WINDOW_MS)
      throw new AppError('ERR_CLOUD_WINDOW_CLOSED', 409);
  }
}
