import { proto } from '@whiskeysockets/baileys';
import type { Ack } from '../../domain/messages/message-types.js';

const Status = proto.WebMessageInfo.Status;

/**
 * Baileys' receipt status to spec §3 ack: server ack = 1 sent, delivery = 2, read = 3, played = 4,
 * error = 0. PENDING (still in our outbox on the socket) is not an ack yet.
 */
export function ackFromStatus(status: number | null | undefined): Ack | undefined {
  switch (status) {
    case Status.ERROR:
      return 0;
    case Status.SERVER_ACK:
      return 1;
    case Status.DELIVERY_ACK:
      return 2;
    case Status.READ:
      return 3;
    case Status.PLAYED:
      return 4;
    default:
      return undefined;
  }
}
