import { TenantModel } from '../../db/tenant-model.js';
import { belongsToOne } from '../../db/relations.js';
import { queuesThrough, type Queue } from '../queues/queue-model.js';
import { Company } from '../companies/company-model.js';

export const profiles = ['user', 'admin', 'supervisor'] as const;
export type Profile = (typeof profiles)[number];

/**
 * A user's queue as Sequelize renders a many-to-many row: Whaticket's kanban reads `queues[].UserQueue.queueId`.
 */
export const withUserQueue = <Q extends { id: number }>(userId: number, queue: Q) => ({
  ...queue,
  UserQueue: { userId, queueId: queue.id },
});

export class User extends TenantModel {
  static override tableName = 'users';
  static override booleanColumns = ['super', 'online'];
  static override dateColumns = ['createdAt', 'updatedAt', 'lastSeenAt'];

  declare name: string;
  declare email: string;
  declare passwordHash: string;
  declare profile: Profile;
  declare super: boolean;
  declare tokenVersion: number;
  declare whatsappId: number | null;
  declare allTicket: string;
  declare online: boolean;
  declare lastSeenAt: Date | null;
  declare queues?: Queue[];
  declare company?: Company;

  static override get relationMappings() {
    return {
      queues: queuesThrough('users.id', 'userQueues', 'userId'),
      company: belongsToOne(Company, 'users.companyId', 'companies.id'),
    };
  }

  /** The password hash and token version never leave the server; queues carry their UserQueue link. */
  override $formatJson(json: Record<string, unknown>) {
    const out = super.$formatJson(json);
    delete out.passwordHash;
    delete out.tokenVersion;
    if (Array.isArray(out.queues))
      out.queues = (out.queues as Array<{ id: number }>).map((q) => withUserQueue(this.id, q));
    return out;
  }
}
