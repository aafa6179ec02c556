import { useEffect, useState } from 'react';
import { NonIdealState } from '@blueprintjs/core';
import {
  ApiError,
  companyEvent,
  onRealtime,
  toastError,
  toastSuccess,
  Spinner,
  useRoomRequest,
} from '@balcao/kit';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { Message, Ticket, TicketEvent } from '../types';
import { showTicketByUuid } from '../list/api';
import { TicketHeader } from '../actions/TicketHeader';
import { ContactDrawer } from '../actions/ContactDrawer';
import { Conversation } from '../conversation/Conversation';
import { Composer } from '../composer/Composer';
import { TimelinePanel } from '../timeline/TimelinePanel';

type State =
  { kind: 'loading' } | { kind: 'forbidden' } | { kind: 'missing' } | { kind: 'ready'; ticket: Ticket };

/** Spec §9: the permission redirect waits 1 s. */
const REDIRECT_MS = 1000;

/** One ticket by its uuid (the page keys it by uuid, so a new ticket starts afresh): header, conversation, composer and contact drawer, kept fresh by realtime. */
export function TicketView({ uuid }: { uuid: string }) {
  const { t } = useTranslation('tickets');
  const navigate = useNavigate();
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [drawer, setDrawer] = useState(false);
  // the history takes the drawer's place: one side panel at a time
  const [history, setHistory] = useState(false);
  const [replyingTo, setReplyingTo] = useState<Message | null>(null);
  // a side panel takes 320 px from the conversation: the shell may give up its menu's width meanwhile
  useRoomRequest(state.kind === 'ready' && (drawer || history));

  useEffect(() => {
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // an update heard while the ticket loads may be newer than the answer on its way: load once more after it
    let loading = true;
    let missed = false;
    const load = (): Promise<void> =>
      showTicketByUuid(uuid).then(
        (ticket) => {
          if (!live) return;
          loading = false;
          setState({ kind: 'ready', ticket });
          if (missed) {
            missed = false;
            loading = true;
            void load();
          }
        },
        (error: unknown) => {
          if (!live) return;
          if (error instanceof ApiError && error.status === 403) {
            // spec §5: 'Acesso não permitido', then back to the list
            toastError(t('view.forbidden'));
            setState({ kind: 'forbidden' });
            timer = setTimeout(() => navigate('/tickets'), REDIRECT_MS);
          } else if (error instanceof ApiError && error.status === 404) setState({ kind: 'missing' });
          else toastError(error);
        },
      );
    void load();
    const off = onRealtime<TicketEvent>(companyEvent('ticket'), (data) => {
      if (loading && data.action === 'update' && data.ticket.uuid === uuid) missed = true;
      setState((current) => {
        if (current.kind !== 'ready') return current;
        const id = current.ticket.id;
        if (data.action === 'update' && data.ticket.id === id) return { kind: 'ready', ticket: data.ticket };
        if (data.action === 'updateUnread' && Number(data.ticketId) === id)
          return { kind: 'ready', ticket: { ...current.ticket, unreadMessages: 0 } };
        if (data.action === 'delete' && Number(data.ticketId) === id) {
          // a status change is announced as delete-then-update: only a ticket that is really gone leaves
          void showTicketByUuid(uuid).then(
            (ticket) => live && setState({ kind: 'ready', ticket }),
            (error: unknown) => {
              if (!live || !(error instanceof ApiError)) return;
              if (error.status === 404) toastSuccess(t('view.deleted'));
              navigate('/tickets');
            },
          );
        }
        return current;
      });
    });
    return () => {
      live = false;
      clearTimeout(timer);
      off();
    };
  }, [uuid, navigate, t]);

  if (state.kind !== 'ready')
    return (
      <div className="tk-view tk-view--state" data-testid={`ticket-${state.kind}`}>
        {state.kind === 'loading' && <Spinner />}
        {state.kind === 'forbidden' && <NonIdealState icon="lock" title={t('view.forbidden')} />}
        {state.kind === 'missing' && (
          <NonIdealState icon="search" title={t('view.missing')} description={t('view.missingHelp')} />
        )}
      </div>
    );
  const { ticket } = state;
  return (
    <div
      className={`tk-view${drawer || history ? ' tk-view--drawer' : ''}`}
      data-testid="ticket-view"
      data-ticket={ticket.uuid}
    >
      <div className="tk-view__main">
        <TicketHeader
          ticket={ticket}
          onToggleDrawer={() => {
            setHistory(false);
            setDrawer((d) => !d);
          }}
          onToggleTimeline={() => {
            setDrawer(false);
            setHistory((h) => !h);
          }}
          onChanged={(changed) => setState({ kind: 'ready', ticket: changed })}
        />
        <Conversation ticket={ticket} onReply={setReplyingTo} />
        <Composer ticket={ticket} replyingTo={replyingTo} onReplyCleared={() => setReplyingTo(null)} />
      </div>
      <ContactDrawer ticket={ticket} open={drawer} onClose={() => setDrawer(false)} />
      <TimelinePanel ticket={ticket} open={history} onClose={() => setHistory(false)} />
    </div>
  );
}
