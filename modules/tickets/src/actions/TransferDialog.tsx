import { useState } from 'react';
import { Button, DialogBody, DialogFooter, FormGroup, InputGroup } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { Dialog, Tag, toastError } from '@balcao/kit';
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
import { SearchHits } from '../shared/SearchHits';
import { SelectField } from '../shared/SelectField';
import { useSearchFrom3 } from '../shared/useSearchFrom3';

interface TransferDialogProps {
  ticket: Ticket;
  isOpen: boolean;
  onClose: () => void;
  onTransferred: (ticket: Ticket) => void;
}

/**
 * Transfer (spec §4): a queue, required; optionally a user (then it is theirs and open, else pending without
 * user); optionally another connection.
 */
export function TransferDialog({ ticket, isOpen, onClose, onTransferred }: TransferDialogProps) {
  const { t } = useTranslation('tickets');
  const [queues, setQueues] = useState<QueueOption[]>([]);
  const [users, setUsers] = useState<UserOption[]>([]);
  const [connections, setConnections] = useState<ConnectionOption[]>([]);
  const [search, setSearch] = useState('');
  const [user, setUser] = useState<UserOption | null>(null);
  const [queueId, setQueueId] = useState('');
  const [whatsappId, setWhatsappId] = useState('');
  const [queueError, setQueueError] = useState(false);
  const [saving, setSaving] = useState(false);

  // a fresh form and fresh lists each time it opens
  const reset = () => {
    setSearch('');
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

  const { query, tooShort } = useSearchFrom3(search);
  const found =
    query && !user
      ? users
          .filter((u) => u.name.toLowerCase().includes(query) || u.email?.toLowerCase().includes(query))
          .slice(0, 8)
      : [];

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
          <FormGroup
            label={t('actions.transferUser')}
            labelFor="tk-act-transfer-user"
            helperText={!user && tooShort ? t('actions.searchHint') : undefined}
          >
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
              <InputGroup
                id="tk-act-transfer-user"
                leftIcon="search"
                placeholder={t('actions.searchUser')}
                value={search}
                onValueChange={setSearch}
                data-testid="transfer-user-search"
              />
            )}
            <SearchHits
              hits={found}
              icon="person"
              labelOf={(u) => u.email}
              onPick={(u) => {
                setUser(u);
                setSearch('');
              }}
              data-testid="transfer-user-results"
            />
            {!user && query && found.length === 0 && (
              <div className="tk-act-muted">{t('actions.noUsers')}</div>
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
        <DialogFooter
          actions={
            <>
              <Button text={t('actions.cancel')} onClick={onClose} />
              <Button
                type="submit"
                intent="primary"
                text={t('actions.transfer')}
                loading={saving}
                data-testid="transfer-confirm"
              />
            </>
          }
        />
      </form>
    </Dialog>
  );
}
