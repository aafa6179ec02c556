import { Icon } from '@blueprintjs/core';
import {
  ConfirmDialog,
  api,
  companyEvent,
  formatDate,
  joinChatBox,
  leaveChatBox,
  onRealtime,
  toastError,
  useThreadList,
  useSession,
  Spinner,
  type PageRequest,
} from '@balcao/kit';
import { Fragment, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AppMessageEvent, Message, Ticket } from '../types';
import { Bubble } from './Bubble';
import { listMessages } from '../api';
import { sameDay, upsertMessage } from './message-kind';
import { focusMessage, loadThrough, useMessageFocus } from './message-focus';
import { useTicketEvents } from '../timeline/useTicketEvents';
import { ActivityLine } from './ActivityLine';
import { threadItems } from './thread-items';
import { useNoteTexts } from './useNoteTexts';
import './conversation.css';

interface ConversationProps {
  /** the ticket the route names (its uuid), loaded by the page */
  ticket: Ticket;
  /** a bubble's Reply: the composer quotes this message */
  onReply: (message: Message) => void;
}

/** spec §9: older messages load when scrollTop is under 50 */
const TOP_THRESHOLD_PX = 50;
/** close enough to the bottom to follow new messages */
const FOLLOW_THRESHOLD_PX = 120;

/**
 * The message view of one ticket: separators, bubbles, media, reply and delete, older pages at the top, and the
 * team's actions (accept, transfer, resolve, notes) as lines among the messages, live.
 */
export function Conversation(props: ConversationProps) {
  // another ticket is another view: its state starts afresh; so is another message a search link opens
  const focus = useMessageFocus();
  return <TicketMessages key={`${props.ticket.id}:${focus?.messageId ?? ''}`} {...props} />;
}

function TicketMessages({ ticket, onReply }: ConversationProps) {
  const { t } = useTranslation('tickets');
  const { user, isAdmin } = useSession();
  const focus = useMessageFocus();
  const [toDelete, setToDelete] = useState<Message | null>(null);
  const boxRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  /** the reader is at the bottom: new messages and resizes keep them there */
  const stickRef = useRef(true);
  /** what the next render must do with the scroll position */
  const scrollPlan = useRef<
    | { kind: 'bottom' }
    | { kind: 'keep'; height: number; top: number }
    | { kind: 'message'; id: number }
    | null
  >(null);
  const ticketId = ticket.id;
  const events = useTicketEvents(ticketId);
  const notes = useNoteTexts(ticketId, ticket.contactId, events);

  // a search link's message: page 1 reads every page down to it at once (message-focus.ts), and the older pages go
  // on from there
  const fetchPage = async ({ pageNumber, signal }: PageRequest<Record<string, never>>) => {
    const data =
      pageNumber === 1 && focus
        ? await loadThrough(ticketId, focus.page, signal)
        : await listMessages(ticketId, pageNumber + (focus ? focus.page - 1 : 0), signal);
    const box = boxRef.current;
    if (pageNumber > 1)
      scrollPlan.current = box && { kind: 'keep', height: box.scrollHeight, top: box.scrollTop };
    else scrollPlan.current = focus ? { kind: 'message', id: focus.messageId } : { kind: 'bottom' };
    return { items: data.messages, hasMore: data.hasMore };
  };
  const {
    oldestFirst: messages,
    hasMore,
    loading,
    loadMore,
    setItems,
  } = useThreadList<Message>(fetchPage, {
    key: (m) => String(m.id),
  });

  // the ticket's chat room, and its live messages
  useEffect(() => {
    joinChatBox(ticketId);
    const off = onRealtime<AppMessageEvent>(companyEvent('appMessage'), (payload) => {
      const m = payload?.message;
      if (!m || Number(m.ticketId) !== Number(ticketId)) return;
      if (payload.action === 'create' && (stickRef.current || m.fromMe))
        scrollPlan.current = { kind: 'bottom' };
      setItems((old) => upsertMessage(old, m));
    });
    return () => {
      off();
      leaveChatBox(ticketId);
    };
  }, [ticketId, setItems]);

  // after a render: to the bottom (first page, a new message), or where the reader was (an older page above)
  useLayoutEffect(() => {
    const box = boxRef.current;
    const plan = scrollPlan.current;
    if (!box || !plan) return;
    scrollPlan.current = null;
    if (plan.kind === 'message') {
      // the reader stays at the message, not at the bottom, until they scroll there
      stickRef.current = !focusMessage(box, plan.id);
      if (stickRef.current) box.scrollTop = box.scrollHeight;
    } else if (plan.kind === 'bottom') box.scrollTop = box.scrollHeight;
    else box.scrollTop = box.scrollHeight - plan.height + plan.top;
  }, [messages]);

  // a first page shorter than the view cannot be scrolled up: fetch the older one at once
  useEffect(() => {
    const box = boxRef.current;
    if (!box || loading || !hasMore) return;
    if (box.scrollHeight <= box.clientHeight + TOP_THRESHOLD_PX) loadMore();
  }, [loading, hasMore, messages, loadMore]);

  // the view or its content changed size (a header or composer that grew, a font, a file): the bottom stays
  useEffect(() => {
    const box = boxRef.current;
    const list = listRef.current;
    if (!box || !list || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (stickRef.current) box.scrollTop = box.scrollHeight;
    });
    observer.observe(box);
    observer.observe(list);
    return () => observer.disconnect();
  }, []);

  const onScroll = () => {
    const box = boxRef.current;
    if (!box) return;
    stickRef.current = box.scrollHeight - box.scrollTop - box.clientHeight < FOLLOW_THRESHOLD_PX;
    if (box.scrollTop < TOP_THRESHOLD_PX) loadMore();
  };

  const canDelete = (m: Message) =>
    m.fromMe && !m.isDeleted && (m.userId != null ? m.userId === user?.id : isAdmin);

  const confirmDelete = async () => {
    const m = toDelete;
    if (!m) return;
    try {
      const updated = await api.delete<Message>(`/messages/${m.id}`);
      setItems((old) => upsertMessage(old, updated && updated.id ? updated : { ...m, isDeleted: true }));
    } catch (err) {
      toastError(err);
    }
  };

  const dayLabel = (d: Date) => {
    const now = new Date();
    if (sameDay(d, now)) return t('conversation.today');
    const yesterday = new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1);
    if (sameDay(d, yesterday)) return t('conversation.yesterday');
    return formatDate(d);
  };

  const first = messages[0];
  // a keystroke elsewhere re-renders the conversation; the merge runs only when a page or an event arrives
  const thread = useMemo(() => threadItems(messages, events, !hasMore), [messages, events, hasMore]);
  return (
    <div className="tk-msg-root" data-testid="conversation" data-ticket={ticket.uuid}>
      <div className="tk-msg-scroll" ref={boxRef} onScroll={onScroll} data-testid="messages-box">
        <div className="tk-msg-list" ref={listRef}>
          {loading && messages.length > 0 && (
            <div className="tk-msg-loading" data-testid="messages-loading-older">
              <Spinner size={20} />
            </div>
          )}
          {!loading && !messages.length && (
            <div className="tk-msg-empty" data-testid="conversation-empty">
              <Icon icon="hand" size={32} className="tk-msg-empty-icon" />
              <p className="tk-msg-empty-title">{t('conversation.emptyTitle')}</p>
              <p>{t('conversation.empty', { name: ticket.contact?.name ?? '' })}</p>
            </div>
          )}
          {loading && !messages.length && (
            <div className="tk-msg-empty">
              <Spinner size={28} />
            </div>
          )}
          {first && !hasMore && (
            <div className="tk-msg-separator tk-msg-separator--ticket" data-testid="sep-started">
              <span>{t('conversation.started', { date: formatDate(first.createdAt) })}</span>
            </div>
          )}
          {thread.map((item, i) => {
            const prevItem = thread[i - 1];
            const day = new Date(item.at);
            const newDay = !prevItem || !sameDay(new Date(prevItem.at), day);
            const daySeparator = newDay && (
              <div className="tk-msg-separator" data-testid="sep-day">
                <span>{dayLabel(day)}</span>
              </div>
            );
            if (item.kind === 'event')
              return (
                <Fragment key={`e${item.event.id}`}>
                  {daySeparator}
                  <ActivityLine event={item.event} note={notes.get(Number(item.event.data.noteId))} />
                </Fragment>
              );
            const m = item.message;
            return (
              <Fragment key={m.id}>
                {item.newTicket && (
                  <>
                    <div className="tk-msg-separator tk-msg-separator--ticket" data-testid="sep-closed">
                      <span>{t('conversation.closed')}</span>
                    </div>
                    <div className="tk-msg-separator tk-msg-separator--ticket" data-testid="sep-started">
                      <span>{t('conversation.started', { date: formatDate(m.createdAt) })}</span>
                    </div>
                  </>
                )}
                {daySeparator}
                <Bubble
                  message={m}
                  isGroup={ticket.isGroup}
                  canDelete={canDelete(m)}
                  onReply={onReply}
                  onDelete={setToDelete}
                />
              </Fragment>
            );
          })}
          {ticket.status === 'closed' && messages.length > 0 && (
            <div className="tk-msg-separator tk-msg-separator--ticket" data-testid="sep-closed">
              <span>{t('conversation.closed')}</span>
            </div>
          )}
        </div>
      </div>
      <ConfirmDialog
        isOpen={toDelete !== null}
        message={t('conversation.confirmDelete')}
        confirmLabel={t('conversation.delete')}
        onConfirm={() => void confirmDelete()}
        onClose={() => setToDelete(null)}
      />
    </div>
  );
}
