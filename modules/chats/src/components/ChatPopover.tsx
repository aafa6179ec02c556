import { Button, Icon, Menu, MenuDivider, MenuItem, Popover, Tooltip } from '@blueprintjs/core';
import { useUnit } from 'effector-react';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { formatShortTime, useSession } from '@balcao/kit';
import { unreadsOf } from '../api';
import { $unreadChats, $unreadCount } from '../model';

/** The top bar's internal-chat control (spec §2): the unread count, the chats with unread, a click opens one. */
export function ChatPopover() {
  const { t } = useTranslation('chats');
  const { user } = useSession();
  const navigate = useNavigate();
  const [chats, count] = useUnit([$unreadChats, $unreadCount]);
  const label = t('popover.title');
  const content = (
    <div className="ch-popover" data-testid="chat-popover">
      <div className="ch-popover__header">
        <strong>{label}</strong>
        <Button
          size="small"
          variant="minimal"
          text={t('popover.all')}
          className="bp6-popover-dismiss"
          onClick={() => navigate('/chats')}
        />
      </div>
      {chats.length === 0 ? (
        <div className="ch-popover__empty bp6-text-muted" data-testid="chat-popover-empty">
          <Icon icon="chat" size={16} />
          <span>{t('popover.empty')}</span>
        </div>
      ) : (
        <Menu className="ch-popover__list">
          {chats.map((chat, i) => (
            <Fragment key={chat.id}>
              {i > 0 && <MenuDivider />}
              <MenuItem
                className="ch-popover__item bp6-popover-dismiss"
                data-testid="chat-popover-item"
                data-chat={chat.uuid}
                onClick={() => navigate(`/chats/${chat.uuid}`)}
                text={
                  <div className="ch-popover__text">
                    <div className="ch-popover__top">
                      <span className="ch-popover__name">{chat.title}</span>
                      <span className="ch-popover__time bp6-text-muted">
                        {formatShortTime(chat.updatedAt)}
                      </span>
                    </div>
                    <div className="ch-popover__last bp6-text-muted">{chat.lastMessage ?? ''}</div>
                  </div>
                }
                labelElement={<span className="ch-popover__count">{unreadsOf(chat, user?.id)}</span>}
              />
            </Fragment>
          ))}
        </Menu>
      )}
    </div>
  );
  return (
    <Popover
      content={content}
      placement="bottom-end"
      modifiers={{ preventOverflow: { options: { padding: 8 } } }}
    >
      <Tooltip content={label} placement="bottom">
        <Button
          variant="minimal"
          icon="chat"
          className="ch-bell"
          aria-label={count ? t('popover.count', { count }) : label}
          data-testid="chat-popover-button"
        >
          {count > 0 && (
            <span className="ch-bell__badge" data-testid="chat-popover-badge">
              {count > 9 ? '9+' : count}
            </span>
          )}
        </Button>
      </Tooltip>
    </Popover>
  );
}
