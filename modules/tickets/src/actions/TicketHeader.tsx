import { useRef, useState } from 'react';
import {
  Button,
  Menu,
  MenuDivider,
  MenuItem,
  Popover,
  type ButtonProps,
  type IconName,
  type Intent,
} from '@blueprintjs/core';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  ConfirmDialog,
  toastError,
  toastSuccess,
  toastUndo,
  useNarrow,
  useSession,
  useWidthUnder,
  IconButton,
  SharedSlots,
} from '@balcao/kit';
import { NARROW } from '../shared/narrow';
import type { Ticket } from '../types';
import { updateTicket } from '../api';
import { deleteTicket } from './api';
import { Avatar } from '../shared/Avatar';
import { TicketTags } from './TicketTags';
import { TicketBadges } from '../shared/TicketBadges';
import { TransferDialog } from './TransferDialog';
import './actions.css';

interface TicketHeaderProps {
  ticket: Ticket;
  /** opens or closes the contact drawer */
  onToggleDrawer: () => void;
  /** the ticket as the server answered an action (the page also hears it from realtime) */
  onChanged: (ticket: Ticket) => void;
  /** opens or closes the ticket's history (the timeline panel) */
  onToggleTimeline: () => void;
}

type Action = 'accept' | 'return' | 'resolve' | 'reopen';
interface Verb {
  icon: IconName;
  intent?: Intent;
  text: string;
  onClick: () => void;
}

/** under this the bar's buttons (about 360 px) would leave the contact's name less than 200 */
const CRAMPED_BAR_PX = 600;

/** The bar above a conversation: contact, queue and user, and the ticket's actions (accept, return, resolve, ...). */
export function TicketHeader({ ticket, onToggleDrawer, onChanged, onToggleTimeline }: TicketHeaderProps) {
  const { t } = useTranslation('tickets');
  const { user, isAdmin } = useSession();
  const navigate = useNavigate();
  const narrow = useNarrow(NARROW);
  // the bar folds its actions into one menu when it is short of room (a drawer or the history open beside it at
  // 1366 px), so the contact's name is never crushed to a letter
  const barRef = useRef<HTMLDivElement>(null);
  const cramped = useWidthUnder(barRef, CRAMPED_BAR_PX);
  const [busy, setBusy] = useState<Action | null>(null);
  const [transferOpen, setTransferOpen] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const name = ticket.contact?.name ?? '';
  const me = user?.id ?? null;

  // spec §4: the bodies Whaticket's client sends; after pending or closed the ticket is cleared
  const bodies: Record<Action, Record<string, unknown>> = {
    accept: { status: 'open', userId: me },
    reopen: { status: 'open', userId: me },
    return: { status: 'pending', userId: null },
    resolve: {
      status: 'closed',
      userId: me,
      queueId: ticket.queueId,
      useIntegration: false,
      promptId: null,
      integrationId: null,
    },
  };
  // a return, resolve or transfer leaves the ticket: a toast says it happened and can put the ticket back as it
  // was (a farewell message the resolve sent stays sent)
  const before = {
    status: ticket.status,
    userId: ticket.userId,
    queueId: ticket.queueId,
    ...(ticket.whatsappId != null && { whatsappId: ticket.whatsappId }),
  };
  const left = (done: 'returned' | 'resolved' | 'transferred') => {
    navigate('/tickets');
    toastUndo(t(`actions.done.${done}`), () => {
      updateTicket(ticket.id, before).then((answer) => {
        onChanged(answer);
        navigate(`/tickets/${ticket.uuid}`);
      }, toastError);
    });
  };
  const run = async (action: Action) => {
    setBusy(action);
    try {
      const answer = await updateTicket(ticket.id, bodies[action]);
      onChanged(answer);
      if (action === 'return') left('returned');
      if (action === 'resolve') left('resolved');
    } catch (error) {
      toastError(error);
    } finally {
      setBusy(null);
    }
  };
  const remove = async () => {
    try {
      await deleteTicket(ticket.id);
      toastSuccess(t('actions.deleted'));
      navigate('/tickets');
    } catch (error) {
      toastError(error);
    }
  };
  const schedule = () => navigate(`/schedules?contactId=${ticket.contactId}`);

  const assigned = ticket.user?.name;
  const subtitle = [
    assigned ? t('actions.assignedTo', { name: assigned }) : null,
    ticket.queue?.name ?? null,
  ].filter(Boolean);

  const wide = !narrow && !cramped;
  // each verb once: drawn as the bar's buttons when there is room, else as the '...' menu's items
  const verbs: Record<Action | 'transfer' | 'schedule' | 'delete', Verb> = {
    accept: { icon: 'tick-circle', text: t('actions.accept'), onClick: () => void run('accept') },
    reopen: { icon: 'refresh', text: t('actions.reopen'), onClick: () => void run('reopen') },
    resolve: {
      icon: 'tick',
      intent: 'success',
      text: t('actions.resolve'),
      onClick: () => void run('resolve'),
    },
    return: { icon: 'undo', text: t('actions.return'), onClick: () => void run('return') },
    transfer: { icon: 'swap-horizontal', text: t('actions.transfer'), onClick: () => setTransferOpen(true) },
    schedule: { icon: 'calendar', text: t('actions.schedule'), onClick: schedule },
    delete: {
      icon: 'trash',
      intent: 'danger',
      text: t('actions.delete'),
      onClick: () => setConfirmDelete(true),
    },
  };
  const textButton = (action: Action, props: ButtonProps) => (
    <Button {...verbs[action]} {...props} loading={busy === action} data-testid={`ticket-${action}`} />
  );
  const iconButton = (verb: 'transfer' | 'schedule' | 'delete') => {
    const { text, ...rest } = verbs[verb];
    return <IconButton {...rest} label={text} data-testid={`ticket-${verb}`} tooltip={{ compact: true }} />;
  };
  const item = (verb: keyof typeof verbs) => <MenuItem key={verb} {...verbs[verb]} />;

  const buttons = () => {
    if (ticket.status === 'pending') return textButton('accept', { intent: 'primary', icon: undefined });
    if (ticket.status === 'closed')
      return textButton('reopen', { intent: 'primary', variant: 'outlined', icon: undefined });
    return (
      <>
        {iconButton('schedule')}
        {iconButton('transfer')}
        {isAdmin && iconButton('delete')}
        {textButton('return', { variant: 'outlined' })}
        {textButton('resolve', {})}
      </>
    );
  };

  // on a phone the actions fold into one '...' menu
  const menuVerbs: Record<Ticket['status'], (keyof typeof verbs)[]> = {
    pending: ['accept'],
    closed: ['reopen'],
    open: ['resolve', 'return', 'transfer', 'schedule'],
  };
  const menu = () => (
    <Popover
      placement="bottom-end"
      content={
        <Menu data-testid="ticket-actions-menu">
          {menuVerbs[ticket.status].map(item)}
          {ticket.status === 'open' && isAdmin && (
            <>
              <MenuDivider />
              {item('delete')}
            </>
          )}
        </Menu>
      }
    >
      <IconButton icon="more" label={t('actions.more')} data-testid="ticket-actions-more" />
    </Popover>
  );

  return (
    <div
      className="tk-header tk-act-header"
      data-testid="ticket-header"
      data-ticket={ticket.uuid}
      data-status={ticket.status}
    >
      <div className="tk-act-bar" ref={barRef}>
        <button
          type="button"
          className="tk-act-contact"
          onClick={onToggleDrawer}
          title={t('actions.contactDetails')}
          data-testid="ticket-contact"
        >
          <Avatar name={name} url={ticket.contact?.profilePicUrl} />
          <span className="tk-act-contact-text">
            <span className="tk-act-name">{name}</span>
            {subtitle.length > 0 && (
              <span className="tk-act-subtitle" data-testid="ticket-assigned">
                {subtitle.join(' · ')}
              </span>
            )}
          </span>
        </button>
        <div className="tk-act-buttons">
          {/* other modules' controls for this ticket (macros), by the manifest's `provides: ['ticketActions']` */}
          <SharedSlots name="ticketActions" ticket={ticket} onChanged={onChanged} compact={!wide} />
          <IconButton
            icon="history"
            label={t('timeline.toggle')}
            onClick={onToggleTimeline}
            data-testid="ticket-timeline"
            tooltip={{ compact: true }}
          />
          {wide ? buttons() : menu()}
        </div>
      </div>
      {ticket.status === 'open' && <TicketTags ticket={ticket} onChanged={onChanged} />}
      {ticket.badges?.length ? (
        <div className="tk-act-badges" data-testid="ticket-header-badges">
          <TicketBadges badges={ticket.badges} />
        </div>
      ) : null}
      <TransferDialog
        ticket={ticket}
        isOpen={transferOpen}
        onClose={() => setTransferOpen(false)}
        onTransferred={(answer) => {
          setTransferOpen(false);
          onChanged(answer);
          left('transferred');
        }}
      />
      <ConfirmDialog
        isOpen={confirmDelete}
        message={t('actions.deleteConfirm', { id: ticket.id })}
        confirmLabel={t('actions.delete')}
        onConfirm={() => void remove()}
        onClose={() => setConfirmDelete(false)}
      />
    </div>
  );
}
