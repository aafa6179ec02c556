import type { PluginContext } from '@balcao/core';

const TABLE = 'whatsapp_cloud_message_ids';

/** The outbox's ids of our sent messages paired with Meta's wamids (migrations/001). */
export class MessageIds {
  constructor(private readonly db: PluginContext['db']) {}

  async remember(companyId: number, connectionId: number, localId: string, graphId: string): Promise<void> {
    if (localId === graphId) return;
    const t = this.db.tenant(companyId);
    // a second try that reached Meta again keeps the first pairing
    if (await t(TABLE).where({ connectionId, localId }).first('id')) return;
    await t(TABLE).insert({ connectionId, localId, graphId, createdAt: new Date() });
  }

  /** Meta's wamid of a message we sent under `localId`; undefined when it never reached Meta */
  async graphIdOf(companyId: number, connectionId: number, localId: string): Promise<string | undefined> {
    const row = await this.db
      .tenant(companyId)(TABLE)
      .where({ connectionId, localId })
      .first<{ graphId: string } | undefined>('graphId');
    return row?.graphId;
  }

  /** our id of a wamid Meta gave one of our messages; the wamid itself for a message the customer sent */
  async localIdOf(companyId: number, connectionId: number, graphId: string): Promise<string> {
    const row = await this.db
      .tenant(companyId)(TABLE)
      .where({ connectionId, graphId })
      .first<{ localId: string } | undefined>('localId');
    return row?.localId ?? graphId;
  }
}
