import { useCallback, useEffect, useRef, useState } from 'react';
import { NonIdealState } from '@blueprintjs/core';
import {
  companyEvent,
  joinTickets,
  onRealtime,
  useInfiniteList,
  VirtualList,
  type PageRequest,
} from '@balcao/kit';
import { useTranslation } from 'react-i18next';
import type { AppMessageEvent, Ticket, TicketEvent } from '../types';
import { listTickets, type TicketFilters } from './api';
import { TicketItem } from './TicketItem';

export interface TicketListProps {
  filters: TicketFilters;
  /** the search tab's text (the list debounces and lower-cases it) */
  search?: string;
  meId: number;
  isAdmin: boolean;
  narrow: boolean;
  selectedUuid?: string;
  /** hidden lists stay mounted so their count badge stays live */
  hidden?: boolean;
  onCount?: (count: number) => void;
  onOpen: (ticket: Ticket) => void;
  onAccept: (ticket: Ticket) => void;
  onPeek: (ticket: Ticket) => void;
  testId: string;
}

/**
 * One list of tickets (a status, or the search): pages of 40 from GET /tickets in a virtual list, kept live by
 * `company-{id}-ticket` and `company-{id}-appMessage` (spec §4 "Live list updates").
 */
export function TicketList(props: TicketListProps) {
  const { filters, search, meId, isAdmin, narrow, selectedUuid, hidden, onCount, testId } = props;
  const { t } = useTranslation('tickets');
  const [count, setCount] = useState<number | null>(null);
  const fetchPage = useCallback(
    async ({ searchParam, pageNumber, filters: f, signal }: PageRequest<TicketFilters>) => {
      const page = await listTickets(searchParam, pageNumber, f, signal);
      if (pageNumber === 1) setCount(page.count);
      return { items: page.tickets, hasMore: page.hasMore };
    },
    [],
  );
  const list = useInfiniteList<Ticket, TicketFilters>(fetchPage, { filters });
  const { setSearch, upsert, remove, setItems } = list;
  useEffect(() => setSearch(search ?? ''), [search, setSearch]);
  useEffect(() => {
    if (count !== null) onCount?.(count);
  }, [count, onCount]);

  const presentRef = useRef(new Set<number>());
  const filtersRef = useRef(filters);
  useEffect(() => {
    filtersRef.current = filters;
  });
  useEffect(() => {
    presentRef.current = new Set(list.items.map((i) => i.id));
  }, [list.items]);
  const searching = search !== undefined;

  useEffect(() => {
    if (filters.status) joinTickets(filters.status);
  }, [filters.status]);

  useEffect(() => {
    // which ids are listed, kept in step synchronously: two events in a row (a message, then its ticket) must
    // not both count the same new ticket
    const has = (id: number) => presentRef.current.has(id);
    /** Whaticket's rule: mine, nobody's or show-all; in a selected queue or in none */
    const belongs = (ticket: Ticket) => {
      const f = filtersRef.current;
      if (f.status && ticket.status !== f.status) return false;
      if (ticket.userId && ticket.userId !== meId && !f.showAll) return false;
      return !ticket.queueId || !f.queueIds.length || f.queueIds.includes(ticket.queueId);
    };
    const drop = (id: number) => {
      if (!has(id)) return;
      presentRef.current.delete(id);
      remove(id);
      setCount((c) => (c === null ? c : Math.max(0, c - 1)));
    };
    const put = (ticket: Ticket, toTop: boolean) => {
      if (searching) {
        // the search shows what matched: only refresh rows already there
        if (has(ticket.id)) upsert(ticket, { toTop });
        return;
      }
      if (!belongs(ticket)) return drop(ticket.id);
      if (!has(ticket.id)) {
        presentRef.current.add(ticket.id);
        setCount((c) => (c === null ? c : c + 1));
      }
      upsert(ticket, { toTop });
    };
    const offTicket = onRealtime<TicketEvent>(companyEvent('ticket'), (data) => {
      if (data.action === 'update') put(data.ticket, false);
      else if (data.action === 'delete') drop(Number(data.ticketId));
      else if (data.action === 'updateUnread')
        setItems((items) =>
          items.map((i) => (i.id === Number(data.ticketId) ? { ...i, unreadMessages: 0 } : i)),
        );
    });
    const offMessage = onRealtime<AppMessageEvent>(companyEvent('appMessage'), (data) => {
      if (data.action === 'create' && data.ticket) put(data.ticket, true);
    });
    return () => {
      offTicket();
      offMessage();
    };
  }, [meId, searching, upsert, remove, setItems]);

  const renderItem = useCallback(
    (ticket: Ticket) => (
      <TicketItem
        ticket={ticket}
        selected={ticket.uuid === selectedUuid}
        isAdmin={isAdmin}
        narrow={narrow}
        onOpen={props.onOpen}
        onAccept={props.onAccept}
        onPeek={props.onPeek}
      />
    ),
    [selectedUuid, isAdmin, narrow, props.onOpen, props.onAccept, props.onPeek],
  );

  return (
    <div
      className={`tk-list${hidden ? ' tk-list--hidden' : ''}`}
      data-testid={testId}
      data-count={count ?? ''}
      data-items={list.items.length}
    >
      <VirtualList
        items={list.items}
        itemKey={(ticket) => ticket.id}
        renderItem={renderItem}
        loading={list.loading}
        onEndReached={list.loadMore}
        testId={`${testId}-scroller`}
        empty={<NonIdealState icon="inbox" title={t('list.empty')} className="tk-list__empty" />}
      />
    </div>
  );
}
