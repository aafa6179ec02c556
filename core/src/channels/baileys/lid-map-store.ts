import type { Knex } from 'knex';

/**
 * The LID -> phone number pairs WhatsApp told one connection about, kept in `wa_lid_map` so a restart (or the
 * next owner of the connection) still knows who a LID is. Lookups are synchronous (identity resolution runs
 * inside Baileys' event handlers), so the table is loaded into memory when the socket starts and written
 * through on every new pair.
 */
export class LidMapStore {
  private readonly pairs = new Map<string, string>();

  constructor(
    private readonly knex: Knex,
    private readonly connectionId: number,
    private readonly onError: (err: unknown) => void = () => undefined,
  ) {}

  async load(): Promise<void> {
    const rows: Array<{ lid: string; pn: string }> = await this.knex('wa_lid_map')
      .where({ connectionId: this.connectionId })
      .select('lid', 'pn');
    for (const r of rows) this.pairs.set(r.lid, r.pn);
  }

  lookup = (lid: string): string | undefined => this.pairs.get(lid);

  remember(lid: string, pn: string): void {
    if (this.pairs.get(lid) === pn) return;
    this.pairs.set(lid, pn);
    void this.knex('wa_lid_map')
      .insert({ connectionId: this.connectionId, lid, pn, updatedAt: new Date() })
      .onConflict(['connectionId', 'lid'])
      .merge(['pn', 'updatedAt'])
      .then(
        () => undefined,
        (err: unknown) => this.onError(err),
      );
  }
}
