import { memo } from 'react';
import { Button, Tag } from '@blueprintjs/core';
import { formatShortTime, IconButton } from '@balcao/kit';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../shared/Avatar';
import { TicketBadges } from '../shared/TicketBadges';
import type { Ticket } from '../types';

interface TicketItemProps {
  ticket: Ticket;
  selected: boolean;
  isAdmin: boolean;
  /** cut contact names at 10 characters (spec §2, small screens) */
  narrow: boolean;
  onOpen: (ticket: Ticket) => void;
  onAccept: (ticket: Ticket) => void;
  onPeek: (ticket: Ticket) => void;
}

/**
 * One row of the ticket list (spec §2): who, what was said last, where it stands, when. A waiting ticket previews
 * what the contact said last, not the bot's menu that followed it.
 */
export const TicketItem = memo(function TicketItem(props: TicketItemProps) {
  const { ticket, selected, isAdmin, narrow, onOpen, onAccept, onPeek } = props;
  const { t } = useTranslation('tickets');
  const name = ticket.contact?.name || ticket.contact?.number || '';
  const shown = narrow && name.length > 10 ? `${name.slice(0, 10)}…` : name;
  const pending = ticket.status === 'pending';
  // a waiting ticket opens read-only, to read before accepting (Whaticket's row did nothing)
  const activate = () => (pending ? onPeek(ticket) : onOpen(ticket));
  return (
    <div
      className={`tk-item${selected ? ' tk-item--selected' : ''}${pending ? ' tk-item--pending' : ''}`}
      data-testid="ticket-item"
      data-ticket-id={ticket.id}
      data-status={ticket.status}
      role="button"
      tabIndex={0}
      aria-current={selected || undefined}
      onClick={activate}
      onKeyDown={(e) => e.key === 'Enter' && activate()}
    >
      <span className="tk-item__bar" style={{ background: ticket.queue?.color ?? 'var(--tk-muted-bar)' }} />
      <Avatar name={name} url={ticket.contact?.profilePicUrl} />
      <div className="tk-item__body">
        <div className="tk-item__top">
          <span className="tk-item__name" title={name} data-testid="ticket-name">
            {shown}
          </span>
          <span className="tk-item__time">{formatShortTime(ticket.updatedAt)}</span>
        </div>
        <div className="tk-item__mid">
          <span className="tk-item__last" data-testid="ticket-last">
            {(pending && ticket.lastContactMessage) || ticket.lastMessage || '\u00a0'}
          </span>
          {ticket.unreadMessages > 0 && (
            <span className="tk-badge" data-testid="ticket-unread">
              {ticket.unreadMessages}
            </span>
          )}
        </div>
        <div className="tk-item__labels">
          {ticket.whatsapp && (
            <Tag minimal className="tk-label" icon="phone">
              {ticket.whatsapp.name}
            </Tag>
          )}
          {ticket.user && (
            <Tag minimal className="tk-label" icon="person" intent="primary">
              {ticket.user.name}
            </Tag>
          )}
          <Tag
            className="tk-label tk-label--queue"
            style={{ background: ticket.queue?.color ?? undefined }}
            minimal={!ticket.queue}
          >
            {ticket.queue?.name ?? t('list.noQueue')}
          </Tag>
          {ticket.tags?.map((tag) => (
            <Tag key={tag.id} className="tk-label tk-label--tag" style={{ background: tag.color }}>
              {tag.name}
            </Tag>
          ))}
          <TicketBadges badges={ticket.badges} />
        </div>
      </div>
      <div className="tk-item__actions">
        {pending && (
          <Button
            size="small"
            intent="success"
            text={t('list.accept')}
            data-testid="ticket-accept"
            onClick={(e) => {
              e.stopPropagation();
              onAccept(ticket);
            }}
          />
        )}
        {isAdmin && (
          <IconButton
            size="small"
            icon="eye-open"
            label={t('list.peek')}
            tooltip={{ compact: true }}
            data-testid="ticket-peek"
            onClick={(e) => {
              e.stopPropagation();
              onPeek(ticket);
            }}
          />
        )}
      </div>
    </div>
  );
});
