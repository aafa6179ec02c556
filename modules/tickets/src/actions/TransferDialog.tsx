import { useState } from 'react';
import { DialogBody, FormGroup } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { Dialog, SaveFooter, Tag, toastError } from '@balcao/kit';
import type { Ticket } from '../types';
import {
  listConnections,
  listQueues,
  listUsers,
  updateTicket,
  type ConnectionOption,
  type QueueOption,
  type UserOption,
} from '../api';
import { SelectField } from '../shared/SelectField';
import { ColleaguePicker } from './ColleaguePicker';

interface TransferDialogProps {
  ticket: Ticket;
  isOpen: boolean;
  onClose: () => void;
  onTransferred: (ticket: Ticket) => void;
}

/**
 * Transfer (spec §4): a queue, required; optionally a user (then it is theirs and open, else pending without
 * user), picked from the colleagues listed online first; optionally another connection.
 */
export function TransferDialog({ ticket, isOpen, onClose, onTransferred }: TransferDialogProps) {
  const { t } = useTranslation('tickets');
  const [queues, setQueues] = useState<QueueOption[]>([]);
  const [users, setUsers] = useState<UserOption[]>([]);
  const [connections, setConnections] = useState<ConnectionOption[]>([]);
  const [user, setUser] = useState<UserOption | null>(null);
  const [queueId, setQueueId] = useState('');
  const [whatsappId, setWhatsappId] = useState('');
  const [queueError, setQueueError] = useState(false);
  const [saving, setSaving] = useState(false);

  // a fresh form and fresh lists each time it opens
  const reset = () => {
    setUser(null);
    setQueueId('');
    setWhatsappId('');
    setQueueError(false);
    Promise.all([listQueues(), listUsers(), listConnections()])
      .then(([q, u, c]) => {
        setQueues(q);
        setUsers(u);
        setConnections(c);
      })
      .catch((error: unknown) => toastError(error));
  };

  const submit = async () => {
    if (!queueId) {
      setQueueError(true);
      return;
    }
    setSaving(true);
    try {
      const body: Record<string, unknown> = {
        queueId: Number(queueId),
        userId: user ? user.id : null,
        status: user ? 'open' : 'pending',
      };
      if (whatsappId) body.whatsappId = Number(whatsappId);
      onTransferred(await updateTicket(ticket.id, body));
    } catch (error) {
      toastError(error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog
      isOpen={isOpen}
      onClose={onClose}
      onOpening={reset}
      title={t('actions.transferTitle')}
      icon="swap-horizontal"
      className="tk-act-dialog"
    >
      <form
        noValidate
        data-testid="transfer-dialog"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <DialogBody>
          <FormGroup label={t('actions.transferUser')} labelFor="tk-act-transfer-user">
            {user ? (
              <Tag
                large
                round
                icon="person"
                onRemove={() => setUser(null)}
                data-testid="transfer-user-chosen"
              >
                {user.name}
              </Tag>
            ) : (
              <ColleaguePicker users={users} onPick={setUser} />
            )}
          </FormGroup>
          <SelectField
            label={t('actions.transferQueue')}
            id="tk-act-transfer-queue"
            name="queueId"
            labelInfo={t('actions.required')}
            value={queueId}
            onChange={(value) => {
              setQueueId(value);
              setQueueError(false);
            }}
            options={queues}
            emptyText={t('actions.chooseQueue')}
            error={queueError ? t('actions.selectQueue') : undefined}
            data-testid="transfer-queue"
          />
          <SelectField
            label={t('actions.transferConnection')}
            id="tk-act-transfer-wapp"
            name="whatsappId"
            value={whatsappId}
            onChange={setWhatsappId}
            options={connections}
            emptyText={t('actions.sameConnection')}
            data-testid="transfer-connection"
          />
        </DialogBody>
        <SaveFooter
          onCancel={onClose}
          cancelText={t('actions.cancel')}
          text={t('actions.transfer')}
          icon={null}
          submitting={saving}
          testId="transfer-confirm"
        />
      </form>
    </Dialog>
  );
}
