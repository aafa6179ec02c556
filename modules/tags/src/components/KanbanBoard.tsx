import { Button, Callout, NonIdealState, Tag as BpTag } from '@blueprintjs/core';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ApiError,
  PageHeader,
  Spinner,
  toastSuccess,
  useCompanyEvent,
  useInfiniteList,
  type FetchPage,
} from '@balcao/kit';
import {
  addTicketTag,
  fetchKanbanLanes,
  fetchKanbanPage,
  removeKanbanTags,
  type KanbanTicket,
  type Tag,
} from '../api';
import { laneTickets, movedTicket, OPEN_LANE } from '../kanban-lanes';
import { KanbanCard } from './KanbanCard';

type TicketEvent =
  { action: 'update'; ticket: KanbanTicket } | { action: 'delete' | 'updateUnread'; ticketId: number };

const ON_BOARD = new Set(['pending', 'open']);

// spec §8: the board's failures are only logged; a page that fails adds no card
const fetchCards: FetchPage<KanbanTicket> = ({ pageNumber, searchParam }) =>
  fetchKanbanPage(pageNumber, searchParam).then(
    (res) => ({ items: res.tickets, hasMore: res.hasMore }),
    (error: unknown) => {
      console.error('kanban tickets', error);
      return { items: [], hasMore: false };
    },
  );

/** Spec §2 Kanban: lanes by kanban tag after 'Em aberto'; a card moves by drag and drop (or its menu). */
export function KanbanBoard() {
  const { t } = useTranslation('tags');
  const [lanes, setLanes] = useState<Tag[]>([]);
  const list = useInfiniteList(fetchCards);
  const { items: tickets, setItems: setTickets, upsert, remove, loading } = list;
  const [over, setOver] = useState<number | null>(null);

  const [denied, setDenied] = useState(false);
  const loadLanes = useCallback(() => {
    fetchKanbanLanes()
      .then(setLanes)
      .catch((error: unknown) => {
        // a plan without useKanban: the route stays, the board is the plan's to give
        if (error instanceof ApiError && error.status === 403) setDenied(true);
        else console.error('kanban lanes', error);
      });
  }, []);
  useEffect(loadLanes, [loadLanes]);

  // the board follows the tickets (a new message, a tag set elsewhere, a ticket closed) and the lanes
  useCompanyEvent<TicketEvent>('ticket', (event) => {
    if (event.action === 'delete') return remove(event.ticketId);
    if (event.action !== 'update') return;
    if (ON_BOARD.has(event.ticket.status)) upsert(event.ticket, { toTop: true });
    else remove(event.ticket.id);
  });
  useCompanyEvent('tag', loadLanes);

  const byLane = useMemo(() => laneTickets(tickets, lanes), [tickets, lanes]);

  const move = (ticket: KanbanTicket, from: number, to: number) => {
    if (from === to) return;
    const before = tickets.find((c) => c.id === ticket.id) ?? ticket;
    const replace = (next: KanbanTicket) =>
      setTickets((current) => current.map((c) => (c.id === next.id ? next : c)));
    replace(movedTicket(before, lanes, to));
    (async () => {
      await removeKanbanTags(ticket.id);
      if (to !== OPEN_LANE) await addTicketTag(ticket.id, to);
    })()
      .then(() => toastSuccess(to === OPEN_LANE ? t('kanban.removed') : t('kanban.added')))
      .catch((error: unknown) => {
        // spec §8: kanban failures are only logged; the card goes back where it was
        console.error('kanban move', error);
        replace(before);
      });
  };

  const allLanes = [
    { id: OPEN_LANE, name: t('kanban.open'), color: null } as Pick<Tag, 'id' | 'name' | 'color'>,
    ...lanes,
  ];

  if (denied)
    return (
      <section className="kit-page" data-testid="kanban-page">
        <NonIdealState icon="lock" title={t('kanban.title')} description={t('kanban.denied')} />
      </section>
    );

  return (
    <section className="kit-page tg-board-page" data-testid="kanban-page">
      <PageHeader title={t('kanban.title')} search={list.search} onSearch={list.setSearch}>
        {list.hasMore && (
          <Button icon="more" text={t('kanban.loadMore')} onClick={list.loadMore} disabled={loading} />
        )}
      </PageHeader>
      {!loading && lanes.length === 0 && (
        <Callout icon="info-sign" intent="primary" compact>
          {t('kanban.noLanes')}
        </Callout>
      )}
      <div className="tg-board" data-testid="kanban-board">
        {allLanes.map((lane) => {
          const cards = byLane.get(lane.id) ?? [];
          return (
            <section
              key={lane.id}
              className={over === lane.id ? 'tg-lane tg-lane--over' : 'tg-lane'}
              data-testid="kanban-lane"
              data-lane-id={lane.id}
              aria-label={lane.name}
              onDragOver={(e) => {
                if (!e.dataTransfer.types.includes('application/x-balcao-ticket')) return;
                e.preventDefault();
                e.dataTransfer.dropEffect = 'move';
                if (over !== lane.id) setOver(lane.id);
              }}
              onDragLeave={(e) => {
                if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setOver(null);
              }}
              onDrop={(e) => {
                e.preventDefault();
                setOver(null);
                const raw = e.dataTransfer.getData('application/x-balcao-ticket');
                if (!raw) return;
                const { id, from } = JSON.parse(raw) as { id: number; from: number };
                const ticket = tickets.find((c) => c.id === id);
                if (ticket) move(ticket, from, lane.id);
              }}
            >
              <header
                className="tg-lane__head"
                style={{ borderTopColor: lane.color || 'var(--tg-open-lane)' }}
              >
                <span className="tg-lane__title" title={lane.name}>
                  {lane.name}
                </span>
                <BpTag minimal round>
                  {cards.length}
                </BpTag>
              </header>
              <div className="tg-lane__cards">
                {cards.map((ticket) => (
                  <KanbanCard key={ticket.id} ticket={ticket} laneId={lane.id} lanes={lanes} onMove={move} />
                ))}
                {!loading && cards.length === 0 && (
                  <p className="tg-lane__empty bp6-text-muted">{t('kanban.empty')}</p>
                )}
              </div>
            </section>
          );
        })}
        {loading && tickets.length === 0 && <Spinner size={24} className="tg-board__spinner" />}
      </div>
    </section>
  );
}
