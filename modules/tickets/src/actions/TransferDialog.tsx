import { useState } from 'react';
import {
  Button,
  Dialog,
  DialogBody,
  DialogFooter,
  FormGroup,
  HTMLSelect,
  InputGroup,
  Menu,
  MenuItem,
  Tag,
} from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { toastError } from '@balcao/kit';
import type { Ticket } from '../types';
import {
  listConnections,
  listQueues,
  listUsers,
  updateTicket,
  type ConnectionOption,
  type QueueOption,
  type UserOption,
} from './api';

interface TransferDialogProps {
  ticket: Ticket;
  isOpen: boolean;
  onClose: () => void;
  onTransferred: (ticket: Ticket) => void;
}

/** spec §5: a user search from 3 characters */
const MIN_SEARCH = 3;

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

  const term = search.trim().toLowerCase();
  const found =
    term.length >= MIN_SEARCH && !user
      ? users
          .filter((u) => u.name.toLowerCase().includes(term) || u.email?.toLowerCase().includes(term))
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
            helperText={
              !user && term.length > 0 && term.length < MIN_SEARCH ? t('actions.searchHint') : undefined
            }
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
            {found.length > 0 && (
              <Menu className="tk-act-user-results" data-testid="transfer-user-results">
                {found.map((u) => (
                  <MenuItem
                    key={u.id}
                    icon="person"
                    text={u.name}
                    label={u.email}
                    onClick={() => {
                      setUser(u);
                      setSearch('');
                    }}
                  />
                ))}
              </Menu>
            )}
            {!user && term.length >= MIN_SEARCH && found.length === 0 && (
              <div className="tk-act-muted">{t('actions.noUsers')}</div>
            )}
          </FormGroup>
          <FormGroup
            label={t('actions.transferQueue')}
            labelFor="tk-act-transfer-queue"
            labelInfo={t('actions.required')}
            intent={queueError ? 'danger' : 'none'}
            helperText={queueError ? t('actions.selectQueue') : undefined}
          >
            <HTMLSelect
              id="tk-act-transfer-queue"
              name="queueId"
              fill
              value={queueId}
              onChange={(event) => {
                setQueueId(event.target.value);
                setQueueError(false);
              }}
              data-testid="transfer-queue"
            >
              <option value="">{t('actions.chooseQueue')}</option>
              {queues.map((q) => (
                <option key={q.id} value={q.id}>
                  {q.name}
                </option>
              ))}
            </HTMLSelect>
          </FormGroup>
          <FormGroup label={t('actions.transferConnection')} labelFor="tk-act-transfer-wapp">
            <HTMLSelect
              id="tk-act-transfer-wapp"
              name="whatsappId"
              fill
              value={whatsappId}
              onChange={(event) => setWhatsappId(event.target.value)}
              data-testid="transfer-connection"
            >
              <option value="">{t('actions.sameConnection')}</option>
              {connections.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </HTMLSelect>
          </FormGroup>
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
