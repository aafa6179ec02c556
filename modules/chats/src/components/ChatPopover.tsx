import { Button, Menu, MenuDivider } from '@blueprintjs/core';
import { useUnit } from 'effector-react';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { TopBarPopover, TopBarPopoverItem, useSession } from '@balcao/kit';
import { unreadsOf } from '../api';
import { $unreadChats, $unreadCount } from '../model';

/** The top bar's internal-chat control (spec §2): the unread count, the chats with unread, a click opens one. */
export function ChatPopover() {
  const { t } = useTranslation('chats');
  const { user } = useSession();
  const navigate = useNavigate();
  const [chats, count] = useUnit([$unreadChats, $unreadCount]);
  return (
    <TopBarPopover
      icon="chat"
      label={t('popover.title')}
      count={count}
      countLabel={t('popover.count', { count })}
      testIds={{
        button: 'chat-popover-button',
        badge: 'chat-popover-badge',
        popover: 'chat-popover',
        empty: 'chat-popover-empty',
      }}
      action={
        <Button
          size="small"
          variant="minimal"
          text={t('popover.all')}
          className="bp6-popover-dismiss"
          onClick={() => navigate('/chats')}
        />
      }
      empty={chats.length === 0 ? t('popover.empty') : undefined}
    >
      <Menu>
        {chats.map((chat, i) => (
          <Fragment key={chat.id}>
            {i > 0 && <MenuDivider />}
            <TopBarPopoverItem
              className="ch-popover__item"
              data-testid="chat-popover-item"
              data-chat={chat.uuid}
              onClick={() => navigate(`/chats/${chat.uuid}`)}
              name={chat.title}
              at={chat.updatedAt}
              body={chat.lastMessage ?? ''}
              labelElement={<span className="ch-popover__count">{unreadsOf(chat, user?.id)}</span>}
            />
          </Fragment>
        ))}
      </Menu>
    </TopBarPopover>
  );
}
