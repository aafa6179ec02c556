import { useCallback, useMemo, useState } from 'react';
import { Button, Switch, Tab, Tabs, Tooltip } from '@blueprintjs/core';
import { toastError, useSession } from '@balcao/kit';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { Ticket } from '../types';
import { NewTicketDialog } from '../dialogs/NewTicketDialog';
import { acceptTicket } from './api';
import { CheckMenu } from './CheckMenu';
import { PeekDialog } from './PeekDialog';
import { SearchTab, type SearchState } from './SearchTab';
import { TicketList } from './TicketList';
import { useSearchShortcut } from './useSearchShortcut';
import { useStored } from '../shared/useStored';

type MainTab = 'open' | 'closed' | 'search';
type OpenTab = 'open' | 'pending';

const SHOW_ALL_KEY = 'tickets-manager:showall';
const QUEUES_KEY = 'tickets-manager:queues';

interface TicketsManagerProps {
  selectedUuid?: string;
  narrow: boolean;
  /** a ticket was chosen (the narrow layout switches to its tab) */
  onOpened: () => void;
  /** the search shortcut was pressed (the narrow layout shows the list) */
  onShowList: () => void;
}

/** The left column (spec §2): new ticket, queues, show-all, tabs open/closed/search and their lists. */
export function TicketsManager({ selectedUuid, narrow, onOpened, onShowList }: TicketsManagerProps) {
  const { t } = useTranslation('tickets');
  const navigate = useNavigate();
  const { user, isAdmin } = useSession();
  const meId = user?.id ?? 0;
  const userQueues = useMemo(() => user?.queues ?? [], [user]);
  const [tab, setTab] = useState<MainTab>('open');
  const [openTab, setOpenTab] = useState<OpenTab>('open');
  const [counts, setCounts] = useState({ open: 0, pending: 0 });
  // admins start with show-all on (spec §6); the choice is kept locally, and means nothing for other profiles
  const [showAllChoice, setShowAll] = useStored(SHOW_ALL_KEY, true);
  const showAll = isAdmin && showAllChoice;
  const own = userQueues.map((q) => q.id);
  const [queueIds, setQueueIds] = useStored(QUEUES_KEY, own, (kept) => kept.filter((id) => own.includes(id)));
  const [search, setSearch] = useState<SearchState>({ term: '', tags: [], users: [] });
  const [focusRequest, setFocusRequest] = useState(0);
  const [newOpen, setNewOpen] = useState(false);
  const [peek, setPeek] = useState<Ticket | null>(null);

  useSearchShortcut(() => {
    setTab('search');
    setFocusRequest((n) => n + 1);
    onShowList();
  });

  const base = { showAll, queueIds, tags: [], users: [] };

  const open = useCallback(
    (ticket: Ticket) => {
      navigate(`/tickets/${ticket.uuid}`);
      onOpened();
    },
    [navigate, onOpened],
  );
  const accept = useCallback(
    (ticket: Ticket) => {
      acceptTicket(ticket.id, meId).then((accepted) => {
        setOpenTab('open');
        open(accepted);
      }, toastError);
    },
    [meId, open],
  );
  const onOpenCount = useCallback((n: number) => setCounts((c) => ({ ...c, open: n })), []);
  const onPendingCount = useCallback((n: number) => setCounts((c) => ({ ...c, pending: n })), []);

  const common = { meId, isAdmin, narrow, selectedUuid, onOpen: open, onAccept: accept, onPeek: setPeek };
  const onSearchChange = (next: SearchState) => {
    setSearch(next);
    // spec §5: clearing the search returns to the open tab (a tag or user filter still chosen is a search too)
    if (search.term && !next.term && !next.tags.length && !next.users.length) setTab('open');
  };

  return (
    <div className="tk-manager" data-testid="tickets-manager">
      <div className="tk-manager__bar">
        <Tooltip content={t('list.newTicket')} compact>
          <Button
            icon="plus"
            intent="primary"
            size="small"
            aria-label={t('list.newTicket')}
            data-testid="new-ticket"
            onClick={() => setNewOpen(true)}
          />
        </Tooltip>
        {userQueues.length > 0 && (
          <CheckMenu
            label={t('list.queues')}
            icon="layers"
            options={userQueues}
            selected={queueIds}
            onChange={setQueueIds}
            testId="queue-select"
          />
        )}
        {isAdmin && (
          <Switch
            className="tk-manager__showall"
            checked={showAll}
            label={t('list.showAll')}
            onChange={(e) => setShowAll(e.currentTarget.checked)}
            data-testid="show-all"
          />
        )}
      </div>
      <Tabs id="tk-tabs" className="tk-tabs" selectedTabId={tab} onChange={(id) => setTab(id as MainTab)}>
        <Tab id="open" icon="inbox" title={t('list.tabs.open')} data-testid="tab-open" />
        <Tab id="closed" icon="tick-circle" title={t('list.tabs.closed')} data-testid="tab-closed" />
        <Tab id="search" icon="search" title={t('list.tabs.search')} data-testid="tab-search" />
      </Tabs>
      {tab === 'open' && (
        <Tabs
          id="tk-subtabs"
          className="tk-subtabs"
          selectedTabId={openTab}
          onChange={(id) => setOpenTab(id as OpenTab)}
        >
          {(['open', 'pending'] as const).map((sub) => (
            <Tab
              key={sub}
              id={sub}
              data-testid={`subtab-${sub}`}
              title={
                <>
                  {t(sub === 'open' ? 'list.tabs.assigned' : 'list.tabs.pending')}
                  <span
                    className={`tk-count${sub === 'pending' && counts.pending ? ' tk-count--pending' : ''}`}
                    data-testid={`count-${sub}`}
                  >
                    {counts[sub]}
                  </span>
                </>
              }
            />
          ))}
        </Tabs>
      )}
      <div className="tk-manager__lists">
        {/* both open lists stay mounted while the open tab shows, so both badges stay live */}
        {(['open', 'pending'] as const).map((status) => (
          <TicketList
            key={status}
            {...common}
            filters={{ ...base, status }}
            hidden={tab !== 'open' || openTab !== status}
            onCount={status === 'open' ? onOpenCount : onPendingCount}
            testId={`list-${status}`}
          />
        ))}
        {tab === 'closed' && (
          <TicketList {...common} filters={{ ...base, status: 'closed' }} testId="list-closed" />
        )}
        {tab === 'search' && (
          <SearchTab
            state={search}
            onChange={onSearchChange}
            filters={base}
            focusRequest={focusRequest}
            list={common}
            onOpened={onOpened}
          />
        )}
      </div>
      <NewTicketDialog isOpen={newOpen} onClose={() => setNewOpen(false)} onOpened={onOpened} />
      <PeekDialog ticket={peek} onClose={() => setPeek(null)} onAccept={accept} />
    </div>
  );
}
