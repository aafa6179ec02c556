import { Button, DialogBody, DialogFooter, NonIdealState } from '@blueprintjs/core';
import { formatDateTime, Dialog, Spinner, useLoad } from '@balcao/kit';
import { useTranslation } from 'react-i18next';
import type { Ticket } from '../types';
import { listMessages } from '../api';

/**
 * The peek (spec §2): a ticket's last messages, read-only, without opening it. Admins peek at any row; anyone opens a
 * waiting one this way, to read it before accepting it from here.
 */
export function PeekDialog({
  ticket,
  onClose,
  onAccept,
}: {
  ticket: Ticket | null;
  onClose: () => void;
  onAccept: (ticket: Ticket) => void;
}) {
  const { t } = useTranslation('tickets');
  return (
    <Dialog
      isOpen={!!ticket}
      onClose={onClose}
      title={t('list.peekTitle', { name: ticket?.contact?.name ?? '' })}
      icon="eye-open"
      className="tk-peek"
    >
      <DialogBody className="tk-peek__body" data-testid="peek-dialog">
        {ticket && <PeekMessages key={ticket.id} ticket={ticket} />}
      </DialogBody>
      {ticket?.status === 'pending' && (
        <DialogFooter
          actions={
            <Button
              intent="success"
              icon="tick"
              text={t('list.accept')}
              data-testid="peek-accept"
              onClick={() => {
                onClose();
                onAccept(ticket);
              }}
            />
          }
        />
      )}
    </Dialog>
  );
}

function PeekMessages({ ticket }: { ticket: Ticket }) {
  const { t } = useTranslation('tickets');
  const [messages] = useLoad(ticket.id, () => listMessages(ticket.id).then((page) => page.messages), {
    fallback: [],
  });
  if (!messages) return <Spinner size={32} />;
  return messages.length === 0 ? (
    <NonIdealState icon="chat" title={t('list.peekEmpty')} />
  ) : (
    <>
      {messages.map((m) => (
        <div key={m.id} className={`tk-peek__msg${m.fromMe ? ' tk-peek__msg--me' : ''}`}>
          <div className="tk-peek__text">
            {m.isDeleted ? t('list.deleted') : m.body || `[${m.mediaType}]`}
          </div>
          <div className="tk-peek__time">{formatDateTime(m.createdAt)}</div>
        </div>
      ))}
    </>
  );
}
