import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { toastError, toastWarning, useSession } from '@balcao/kit';
import { openTicket, otherTicket } from './api';

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
        const ticket = await openTicket(contactId, user.id, queueId);
        navigate(`/tickets/${ticket.uuid}`);
      } catch (error) {
        const other = otherTicket(error);
        const owner = other && (other.user?.id ?? other.userId ?? null);
        if (!other) toastError(error);
        else if (owner === null || owner === user.id) navigate(`/tickets/${other.uuid}`);
        else
          toastWarning(
            t('toasts.otherOpenTicket', {
              user: other.user?.name ?? '',
              queue: other.queue?.name ?? t('noQueue'),
            }),
            3000,
          );
      }
    },
    [navigate, t, user],
  );
}
