import type { Knex } from 'knex';
import { rooms } from './rooms.js';
import type { RoomKinds } from './room-kinds.js';

/**
 * The rooms of the Whaticket client (spec §7) and queue rooms. A queue room is for the queue's attendants:
 * an attendant joins only the queues they belong to; admins and super users any queue of their company.
 */
export function defineKernelRooms(kinds: RoomKinds, knex: Knex) {
  kinds.define({ join: 'joinNotification', room: (c) => rooms.notification(c), takesValue: false });
  kinds.define({ join: 'joinTickets', leave: 'leaveTickets', room: (c, status) => rooms.status(c, status) });
  kinds.define({ join: 'joinChatBox', leave: 'leaveChatBox', room: (c, id) => rooms.ticket(c, id) });
  kinds.define({
    join: 'joinQueue',
    leave: 'leaveQueue',
    room: (c, id) => rooms.queue(c, id),
    authorizers: [
      async (user, queueId) =>
        user.admin ||
        Boolean(
          await knex('userQueues')
            .where({ userId: user.id, queueId: Number(queueId) })
            .first('queueId'),
        ),
    ],
  });
}
