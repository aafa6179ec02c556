import type { Server } from 'socket.io';
import { companyEvent, rooms } from './rooms.js';

/** What plugins use to push changes; the socket server behind it may span instances (Redis adapter). */
export class Realtime {
  private io?: Server;

  attach(io: Server) {
    this.io = io;
  }

  /** `company-{id}-{entity}` to every signed-in socket of that company. */
  emitToCompany(companyId: number, entity: string, payload: unknown) {
    this.io?.to(rooms.company(companyId)).emit(companyEvent(companyId, entity), payload);
  }

  /** Same event name, but only that user's sockets hear it. */
  emitToUser(companyId: number, userId: number, entity: string, payload: unknown) {
    this.io?.to(rooms.user(companyId, userId)).emit(companyEvent(companyId, entity), payload);
  }

  emitToRoom(room: string | string[], event: string, payload: unknown) {
    this.io?.to(room).emit(event, payload);
  }
}
