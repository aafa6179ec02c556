import type { Server } from 'socket.io';
import { companyEvent, rooms } from './rooms.js';
import { RoomKinds, type RoomAuthorizer, type RoomKind } from './room-kinds.js';

export interface EmitOptions {
  /** rooms whose sockets do not hear it */
  except?: string | string[];
}

/** What plugins use to push changes; the socket server behind it may span instances (Redis adapter). */
export class Realtime {
  private io?: Server;
  /** the rooms clients may join, and who may join them */
  readonly roomKinds = new RoomKinds();
  /** company entities an overdue company's sockets still hear */
  private overdueEntities = new Set<string>();

  /**
   * Lets an overdue company's sockets hear `company-{id}-{entity}` (emitToCompany): a plugin declared
   * `availableWhenOverdue` calls it for the events that help the company pay (billing: `payment`). Every
   * other event stays in rooms an overdue socket is not in.
   */
  hearWhenOverdue(entity: string) {
    this.overdueEntities.add(entity);
  }

  /** A room clients join by an event, e.g. `{ join: 'joinCampaign', room: (c, id) => ..., planFlag }`. */
  defineRoom(kind: RoomKind) {
    this.roomKinds.define(kind);
  }

  /** Adds a check to a room kind: a socket joins only when every check allows it. */
  authorizeRoom(join: string, authorizer: RoomAuthorizer) {
    this.roomKinds.authorize(join, authorizer);
  }

  attach(io: Server) {
    this.io = io;
  }

  /** `company-{id}-{entity}` to every signed-in socket of that company. */
  emitToCompany(companyId: number, entity: string, payload: unknown) {
    const to = this.overdueEntities.has(entity)
      ? [rooms.company(companyId), rooms.overdue(companyId)]
      : rooms.company(companyId);
    this.io?.to(to).emit(companyEvent(companyId, entity), payload);
  }

  /**
   * The same event with two payloads: the full one to the company's admins (and supers), the other, without
   * what only admins may see, to everyone else. A socket hears exactly one of them.
   */
  emitToCompanyByRole(companyId: number, entity: string, payloads: { admins: unknown; others: unknown }) {
    if (!this.io) return;
    const admins = rooms.admins(companyId);
    this.emitToAdmins(companyId, entity, payloads.admins);
    this.io
      .to(rooms.company(companyId))
      .except(admins)
      .emit(companyEvent(companyId, entity), payloads.others);
  }

  /** `company-{id}-{entity}` to the company's admin and super sockets only. */
  emitToAdmins(companyId: number, entity: string, payload: unknown) {
    this.io?.to(rooms.admins(companyId)).emit(companyEvent(companyId, entity), payload);
  }

  /** Same event name, but only that user's sockets hear it. */
  emitToUser(companyId: number, userId: number, entity: string, payload: unknown) {
    this.io?.to(rooms.user(companyId, userId)).emit(companyEvent(companyId, entity), payload);
  }

  /** `event` to the sockets in `room`, leaving out those also in `opts.except`. */
  emitToRoom(room: string | string[], event: string, payload: unknown, opts: EmitOptions = {}) {
    const to = this.io?.to(room);
    (opts.except ? to?.except(opts.except) : to)?.emit(event, payload);
  }

  /**
   * `event` to every signed-in socket of every company, on every instance: platform-wide news such as
   * Whaticket's `company-announcement`. `opts.except` leaves out the sockets of those rooms (e.g. `supers`);
   * overdue companies' sockets never hear it (they hear only what helps them pay).
   */
  emitToAll(event: string, payload: unknown, opts: EmitOptions = {}) {
    if (!this.io) return;
    const except = [rooms.anyOverdue(), ...(opts.except ? [opts.except].flat() : [])];
    this.io.except(except).emit(event, payload);
  }

  /**
   * Closes a user's sockets on every instance: after a deletion, a password or profile change. A client that
   * still may connect reconnects and is checked again in the handshake; one that may not stays out.
   */
  disconnectUser(companyId: number, userId: number) {
    this.io?.in(rooms.user(companyId, userId)).disconnectSockets(true);
  }

  /** Closes the sockets of one sign-in on every instance: its user logged out. */
  disconnectSession(sid: string) {
    this.io?.in(rooms.session(sid)).disconnectSockets(true);
  }

  /**
   * The company paid or its due date moved: its sockets held to billing events reconnect, and the handshake
   * gives them back every room their user may join. Its other sockets are untouched.
   */
  reconnectOverdue(companyId: number) {
    this.io?.in(rooms.overdue(companyId)).disconnectSockets(true);
  }

  /** Closes every socket of a company: suspended, deleted, or moved to another plan. */
  disconnectCompany(companyId: number) {
    this.io?.in(rooms.company(companyId)).disconnectSockets(true);
  }
}
