import type { User } from '@balcao/kit';
import type { QuickMessage } from './api';

/** Admins, supervisors and super users manage every quick message and make one general (the server agrees). */
export const managesQuickMessages = (user: User | null, isSuper: boolean) =>
  isSuper || user?.profile === 'admin' || user?.profile === 'supervisor';

export const mayEdit = (qm: QuickMessage, user: User | null, isSuper: boolean) =>
  qm.userId === user?.id || managesQuickMessages(user, isSuper);
