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
  /** every authorizer must allow; none means any user of the company */
  authorizers?: RoomAuthorizer[];
}

/** The registry the socket server reads on every connection. */
export class RoomKinds {
  private kinds = new Map<string, RoomKind>();

  define(kind: RoomKind) {
    if (this.kinds.has(kind.join)) throw new Error(`room event "${kind.join}" is already defined`);
    this.kinds.set(kind.join, { takesValue: true, ...kind, authorizers: [...(kind.authorizers ?? [])] });
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
