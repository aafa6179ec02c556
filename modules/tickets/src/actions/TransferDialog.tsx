import { useState } from 'react';
import { DialogBody, FormGroup } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { Dialog, SaveFooter, SelectField, Tag, required, useForm, useLoad } from '@balcao/kit';
import type { Ticket } from '../types';
import { listConnections, listQueues, listUsers, updateTicket, type UserOption } from '../api';
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
export function TransferDialog({ isOpen, onClose, ...props }: TransferDialogProps) {
  const { t } = useTranslation('tickets');
  // the form lives inside the dialog: a fresh form and fresh lists each time it opens, even when it opens again
  // before its closing has finished
  const [round, setRound] = useState({ isOpen, n: 0 });
  if (round.isOpen !== isOpen) setRound({ isOpen, n: round.n + (isOpen ? 1 : 0) });
  return (
    <Dialog
      isOpen={isOpen}
      onClose={onClose}
      title={t('actions.transferTitle')}
      icon="swap-horizontal"
      className="tk-act-dialog"
    >
      <TransferForm key={round.n} onClose={onClose} {...props} />
    </Dialog>
  );
}

type Values = { user: UserOption | null; queueId: string; whatsappId: string };

function TransferForm({ ticket, onClose, onTransferred }: Omit<TransferDialogProps, 'isOpen'>) {
  const { t } = useTranslation('tickets');
  const [lists] = useLoad('lists', () => Promise.all([listQueues(), listUsers(), listConnections()]));
  const [queues, users, connections] = lists ?? [[], [], []];
  const form = useForm<Values>(
    { user: null, queueId: '', whatsappId: '' },
    { queueId: [required(t('actions.selectQueue'))] },
    async ({ user, queueId, whatsappId }) => {
      const body: Record<string, unknown> = {
        queueId: Number(queueId),
        userId: user ? user.id : null,
        status: user ? 'open' : 'pending',
      };
      if (whatsappId) body.whatsappId = Number(whatsappId);
      onTransferred(await updateTicket(ticket.id, body));
    },
  );
  const { values, setField } = form;

  return (
    <form noValidate data-testid="transfer-dialog" onSubmit={(event) => void form.handleSubmit(event)}>
      <DialogBody>
        <FormGroup label={t('actions.transferUser')} labelFor="tk-act-transfer-user">
          {values.user ? (
            <Tag
              large
              round
              icon="person"
              onRemove={() => setField('user', null)}
              data-testid="transfer-user-chosen"
            >
              {values.user.name}
            </Tag>
          ) : (
            <ColleaguePicker users={users} onPick={(user) => setField('user', user)} />
          )}
        </FormGroup>
        <SelectField
          label={t('actions.transferQueue')}
          id="tk-act-transfer-queue"
          name="queueId"
          labelInfo={t('actions.required')}
          value={values.queueId}
          onChange={(value) => setField('queueId', value)}
          options={queues.map((q) => ({ value: q.id, label: q.name }))}
          emptyText={t('actions.chooseQueue')}
          error={form.errors.queueId}
          data-testid="transfer-queue"
        />
        <SelectField
          label={t('actions.transferConnection')}
          id="tk-act-transfer-wapp"
          name="whatsappId"
          value={values.whatsappId}
          onChange={(value) => setField('whatsappId', value)}
          options={connections.map((c) => ({ value: c.id, label: c.name }))}
          emptyText={t('actions.sameConnection')}
          data-testid="transfer-connection"
        />
      </DialogBody>
      <SaveFooter
        onCancel={onClose}
        cancelText={t('actions.cancel')}
        text={t('actions.transfer')}
        icon={null}
        submitting={form.submitting}
        testId="transfer-confirm"
      />
    </form>
  );
}
