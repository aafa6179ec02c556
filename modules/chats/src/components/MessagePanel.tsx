import { Button, Icon, TextArea } from '@blueprintjs/core';
import { useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatTime, useSession, Spinner } from '@balcao/kit';
import { quiet, sendMessage, type Chat } from '../api';
import { useMessages } from './useMessages';

/** Spec §9: older messages load when the panel is scrolled within 600 px of its top. */
export const OLDER_THRESHOLD_PX = 600;

interface MessagePanelProps {
  chat: Chat | null;
  /** the owner's edit and delete, shown in the header */
  actions?: ReactNode;
}

/** The open chat: its messages (mine on the right), older ones on scrolling up, and the composer. */
export function MessagePanel({ chat, actions }: MessagePanelProps) {
  const { t } = useTranslation('chats');
  const { user } = useSession();
  const { messages, loading, loadOlder, appendOwn } = useMessages(chat?.id ?? null);
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const scroller = useRef<HTMLDivElement>(null);
  // what the list looked like before it changed: a prepended page keeps the view still, a new message scrolls down
  const before = useRef({ first: 0, last: 0, height: 0, top: 0, nearBottom: true });

  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const first = messages[0]?.id ?? 0;
    const last = messages.at(-1)?.id ?? 0;
    const was = before.current;
    const mineLast = messages.at(-1)?.senderId === user?.id;
    if (was.last && first !== was.first && last === was.last)
      el.scrollTop = el.scrollHeight - was.height + was.top;
    else if (last !== was.last && (was.nearBottom || !was.last || mineLast)) el.scrollTop = el.scrollHeight;
    before.current = { first, last, height: el.scrollHeight, top: el.scrollTop, nearBottom: nearBottom(el) };
  }, [messages, user?.id]);

  const onScroll = () => {
    const el = scroller.current;
    if (!el) return;
    Object.assign(before.current, { height: el.scrollHeight, top: el.scrollTop, nearBottom: nearBottom(el) });
    if (el.scrollTop < OLDER_THRESHOLD_PX) loadOlder();
  };

  const send = async () => {
    const body = text.trim();
    if (!chat || !body || sending) return;
    setSending(true);
    const sent = await quiet(sendMessage(chat.id, body));
    setSending(false);
    if (!sent) return;
    setText('');
    appendOwn(sent);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter sends; Shift+Enter breaks the line
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      void send();
    }
  };

  if (!chat)
    return (
      <div className="ch-panel ch-panel--empty" data-testid="chat-panel-empty">
        <Icon icon="chat" size={40} />
        <p>{t('panel.none')}</p>
      </div>
    );

  const days = messages.map((m) => formatDate(m.createdAt));
  return (
    <div className="ch-panel" data-testid="chat-panel">
      <div className="ch-panel__header">
        <div className="ch-panel__title">
          <strong data-testid="chat-panel-title">{chat.title}</strong>
          <span className="bp6-text-muted ch-panel__members">
            {chat.users
              .map((u) => u.user?.name ?? '')
              .filter(Boolean)
              .join(', ')}
          </span>
        </div>
        {actions}
      </div>
      <div className="ch-panel__scroll" ref={scroller} onScroll={onScroll} data-testid="chat-messages">
        {loading && (
          <div className="ch-panel__loading">
            <Spinner size={20} />
          </div>
        )}
        {!loading && messages.length === 0 && (
          <p className="ch-panel__hint bp6-text-muted">{t('panel.first')}</p>
        )}
        {messages.map((m, i) => {
          const day = days[i]!;
          const separator = i === 0 || day !== days[i - 1];
          const mine = m.senderId === user?.id;
          return (
            <div key={m.id} className="ch-msg-row">
              {separator && <div className="ch-day">{day}</div>}
              <div
                className={`ch-msg ${mine ? 'ch-msg--mine' : 'ch-msg--theirs'}`}
                data-testid="chat-message"
                data-mine={mine ? 'true' : 'false'}
              >
                {!mine && <div className="ch-msg__sender">{m.sender?.name ?? t('panel.removedUser')}</div>}
                <div className="ch-msg__text">{m.message}</div>
                <div className="ch-msg__time">{formatTime(m.createdAt)}</div>
              </div>
            </div>
          );
        })}
      </div>
      <div className="ch-composer">
        <TextArea
          className="ch-composer__input"
          placeholder={t('panel.placeholder')}
          value={text}
          rows={1}
          autoResize
          fill
          data-testid="chat-input"
          onChange={(e) => setText(e.target.value)}
          onKeyDown={onKeyDown}
        />
        <Button
          intent="primary"
          icon="send-message"
          aria-label={t('panel.send')}
          data-testid="chat-send"
          disabled={!text.trim() || sending}
          onClick={() => void send()}
        />
      </div>
    </div>
  );
}

const nearBottom = (el: HTMLElement) => el.scrollHeight - el.scrollTop - el.clientHeight < 80;
