import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { toastError, toastWarning, useSession } from '@balcao/kit';
import { startTicket } from './api';

/**
 * Starts a conversation with a contact: a new open ticket for the caller, or the contact's open one when it is
 * theirs (or nobody's), then its conversation at /tickets/{uuid}; another attendant's ticket is named (spec §8).
 */
export function useStartTicket() {
  const { t } = useTranslation('contacts');
  const navigate = useNavigate();
  const { user } = useSession();
  return useCallback(
    async (contactId: number) => {
      if (!user) return;
      // an attendant of one queue starts in it; others choose later (transfer)
      const queueId = user.queues?.length === 1 ? user.queues[0]!.id : undefined;
      try {
        const result = await startTicket(contactId, user.id, queueId);
        if ('ticket' in result) navigate(`/tickets/${result.ticket.uuid}`);
        else
          toastWarning(
            t('toasts.otherOpenTicket', {
              user: result.busy.user?.name ?? '',
              queue: result.busy.queue?.name ?? t('noQueue'),
            }),
            3000,
          );
      } catch (error) {
        toastError(error);
      }
    },
    [navigate, t, user],
  );
}
