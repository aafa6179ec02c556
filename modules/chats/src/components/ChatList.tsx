import { NonIdealState, Tag } from '@blueprintjs/core';
import type { UIEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatShortTime, useSession, Spinner, IconButton } from '@balcao/kit';
import { unreadsOf, type Chat } from '../api';

interface ChatListProps {
  chats: Chat[];
  loaded: boolean;
  selectedId: number | null;
  onSelect: (chat: Chat) => void;
  onEdit: (chat: Chat) => void;
  onDelete: (chat: Chat) => void;
  onScroll: (event: UIEvent<HTMLElement>) => void;
}

/** Spec §2: each chat with its unread badge, last message and time; only the owner sees edit and delete. */
export function ChatList({ chats, loaded, selectedId, onSelect, onEdit, onDelete, onScroll }: ChatListProps) {
  const { t } = useTranslation('chats');
  const { user } = useSession();
  if (!loaded)
    return (
      <div className="ch-list ch-list--state">
        <Spinner size={24} />
      </div>
    );
  if (!chats.length)
    return (
      <div className="ch-list ch-list--state">
        <NonIdealState icon="chat" description={t('list.empty')} />
      </div>
    );
  return (
    <ul className="ch-list" onScroll={onScroll} data-testid="chat-list">
      {chats.map((chat) => {
        const unread = unreadsOf(chat, user?.id);
        const own = chat.ownerId === user?.id;
        return (
          <li
            key={chat.id}
            className={`ch-item${chat.id === selectedId ? ' ch-item--active' : ''}${unread ? ' ch-item--unread' : ''}`}
            data-testid="chat-item"
            data-chat={chat.uuid}
          >
            <button type="button" className="ch-item__open" onClick={() => onSelect(chat)}>
              <span className="ch-item__top">
                <span className="ch-item__title">{chat.title}</span>
                <span className="ch-item__time bp6-text-muted">{formatShortTime(chat.updatedAt)}</span>
              </span>
              <span className="ch-item__bottom">
                <span className="ch-item__last bp6-text-muted">
                  {chat.lastMessage ?? t('list.noMessages')}
                </span>
                {unread > 0 && (
                  <Tag round intent="success" className="ch-item__badge" data-testid="chat-unread">
                    {unread}
                  </Tag>
                )}
              </span>
            </button>
            {own && (
              <span className="ch-item__actions">
                <IconButton
                  size="small"
                  icon="edit"
                  label={t('kit:common.edit')}
                  data-testid="chat-edit"
                  onClick={() => onEdit(chat)}
                />
                <IconButton
                  size="small"
                  icon="trash"
                  intent="danger"
                  label={t('kit:common.delete')}
                  data-testid="chat-delete"
                  onClick={() => onDelete(chat)}
                />
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
