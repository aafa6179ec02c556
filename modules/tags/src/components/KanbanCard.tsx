import { Button, Menu, MenuItem, Popover } from '@blueprintjs/core';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { formatShortTime } from '@balcao/kit';
import type { KanbanTicket, Tag } from '../api';
import { OPEN_LANE } from '../kanban-lanes';
import { TagChip } from './TagChip';

/** One ticket on the board: contact, last message, time; dragged between lanes, or moved with its menu (touch). */
export function KanbanCard({
  ticket,
  laneId,
  lanes,
  onMove,
}: {
  ticket: KanbanTicket;
  laneId: number;
  lanes: Tag[];
  onMove: (ticket: KanbanTicket, from: number, to: number) => void;
}) {
  const { t } = useTranslation('tags');
  const name = ticket.contact?.name || ticket.contact?.number || `#${ticket.id}`;
  // tags that are not lanes still say something about the ticket
  const laneIds = new Set(lanes.map((l) => l.id));
  const otherTags = ticket.tags.filter((tag) => !laneIds.has(tag.id));
  const targets = [{ id: OPEN_LANE, name: t('kanban.open') }, ...lanes].filter((l) => l.id !== laneId);
  return (
    <article
      className="tg-card bp6-elevation-1"
      draggable
      data-testid="kanban-card"
      data-ticket-id={ticket.id}
      onDragStart={(e) => {
        e.dataTransfer.setData(
          'application/x-balcao-ticket',
          JSON.stringify({ id: ticket.id, from: laneId }),
        );
        e.dataTransfer.setData('text/plain', String(ticket.id));
        e.dataTransfer.effectAllowed = 'move';
      }}
    >
      <header className="tg-card__head">
        <Link
          to={`/tickets/${ticket.uuid}`}
          className="tg-card__name"
          data-testid="kanban-card-link"
          draggable={false}
        >
          {name}
        </Link>
        <time className="tg-card__time bp6-text-muted">{formatShortTime(ticket.updatedAt)}</time>
      </header>
      <p className="tg-card__message bp6-text-muted">{ticket.lastMessage || '\u00a0'}</p>
      <footer className="tg-card__foot">
        <span className="tg-card__meta bp6-text-small bp6-text-muted">
          {[ticket.queue?.name, ticket.user?.name].filter(Boolean).join(' · ')}
          {otherTags.map((tag) => (
            <TagChip key={tag.id} name={tag.name} color={tag.color} />
          ))}
        </span>
        {targets.length > 0 && (
          <Popover
            placement="bottom-end"
            content={
              <Menu>
                <li className="bp6-menu-header">
                  <h6 className="bp6-heading">{t('kanban.moveTo')}</h6>
                </li>
                {targets.map((lane) => (
                  <MenuItem key={lane.id} text={lane.name} onClick={() => onMove(ticket, laneId, lane.id)} />
                ))}
              </Menu>
            }
          >
            <Button variant="minimal" size="small" icon="more" aria-label={t('kanban.moveTo')} />
          </Popover>
        )}
      </footer>
    </article>
  );
}
