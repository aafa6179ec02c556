import type { PermissionRegistry } from '../auth/permissions/permission-registry.js';

/** Who is asking to join: what the socket's handshake read from the database. */
export interface SocketUser {
  id: number;
  companyId: number;
  profile: string;
  super: boolean;
  /** admin profile or super user */
  admin: boolean;
}

export type RoomAuthorizer = (user: SocketUser, value: string) => boolean | Promise<boolean>;

/**
 * A kind of room clients may join by an event: the kernel declares Whaticket's (joinNotification, joinTickets,
 * joinChatBox) and queues; a plugin declares its own with `realtime.defineRoom`, and may add an authorizer to any
 * kind with `realtime.authorizeRoom` (the tickets plugin decides who may watch a ticket, spec §6).
 */
export interface RoomKind {
  /** the client's event to join, and to leave */
  join: string;
  leave?: string;
  /** the room for a value the client sent (a ticket id, a status, nothing) within the socket's company */
  room(companyId: number, value: string): string;
  /** false for rooms joined without a value (notification) */
  takesValue?: boolean;
  /** the company's plan must have this flag */
  planFlag?: string;
  /** the permission the user must hold (core/src/auth/permissions), checked before the authorizers */
  permission?: string;
  /** every authorizer must allow; none means any user of the company */
  authorizers?: RoomAuthorizer[];
}

/** The registry the socket server reads on every connection. */
export class RoomKinds {
  private kinds = new Map<string, RoomKind>();
  private permissions?: PermissionRegistry;

  /** the kernel's registry, before any kind is defined: a kind's `permission` becomes its first authorizer */
  usePermissions(registry: PermissionRegistry) {
    this.permissions = registry;
  }

  define(kind: RoomKind) {
    if (this.kinds.has(kind.join)) throw new Error(`room event "${kind.join}" is already defined`);
    const authorizers = [...(kind.authorizers ?? [])];
    if (kind.permission) authorizers.unshift(this.permissionCheck(kind.permission, kind.join));
    this.kinds.set(kind.join, { takesValue: true, ...kind, authorizers });
  }

  private permissionCheck(name: string, join: string): RoomAuthorizer {
    const registry = this.permissions;
    if (!registry?.has(name))
      throw new Error(`room "${join}" needs permission "${name}", which is not declared`);
    return (user) => registry.holds(user, name);
  }

  authorize(join: string, fn: RoomAuthorizer) {
    const kind = this.kinds.get(join);
    if (!kind) throw new Error(`no room joined by "${join}"`);
    kind.authorizers!.push(fn);
  }

  all(): RoomKind[] {
    return [...this.kinds.values()];
  }
}
