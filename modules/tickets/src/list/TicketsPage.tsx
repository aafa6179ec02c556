import { useCallback, useState } from 'react';
import { Button, Icon, Tab, Tabs } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { useNarrow } from '@balcao/kit';
import { NARROW } from '../shared/narrow';
import { TicketView } from '../view/TicketView';
import { TicketsManager } from './TicketsManager';

function Welcome({ onPick }: { onPick?: () => void }) {
  const { t } = useTranslation('tickets');
  return (
    <div className="tk-welcome" data-testid="tickets-welcome">
      <div className="tk-welcome__logo">
        <Icon icon="chat" size={56} />
      </div>
      <h2 className="tk-welcome__title">{t('page.welcomeTitle')}</h2>
      <p className="tk-welcome__text">{t('page.welcomeText')}</p>
      {onPick && (
        <Button icon="list" text={t('page.pickTicket')} onClick={onPick} data-testid="pick-ticket" />
      )}
    </div>
  );
}

/** Two columns on wide screens (list | conversation), two tabs on narrow ones; a welcome logo without a ticket. */
export function TicketsPage() {
  const { t } = useTranslation('tickets');
  const { ticketId } = useParams();
  const narrow = useNarrow(NARROW);
  const [tab, setTab] = useState<'ticket' | 'list'>(ticketId ? 'ticket' : 'list');
  // a ticket opened from outside (a link, a new ticket) shows on the Ticket tab: adjusted during render
  const [shownId, setShownId] = useState(ticketId);
  if (shownId !== ticketId) {
    setShownId(ticketId);
    setTab(ticketId ? 'ticket' : 'list');
  }
  const toTicket = useCallback(() => setTab('ticket'), []);
  const toList = useCallback(() => setTab('list'), []);

  const manager = (
    <TicketsManager selectedUuid={ticketId} narrow={narrow} onOpened={toTicket} onShowList={toList} />
  );
  const view = ticketId ? (
    <TicketView key={ticketId} uuid={ticketId} />
  ) : (
    <Welcome onPick={narrow ? () => setTab('list') : undefined} />
  );

  if (narrow)
    return (
      <div className="tk-page tk-page--narrow" data-testid="tickets-page" data-layout="tabs">
        <Tabs
          id="tk-page-tabs"
          className="tk-page__tabs"
          selectedTabId={tab}
          onChange={(id) => setTab(id as 'ticket' | 'list')}
        >
          <Tab id="ticket" icon="chat" title={t('page.ticketTab')} data-testid="page-tab-ticket" />
          <Tab id="list" icon="list" title={t('page.listTab')} data-testid="page-tab-list" />
        </Tabs>
        <div className={`tk-page__pane${tab === 'list' ? '' : ' tk-page__pane--hidden'}`}>{manager}</div>
        <div className={`tk-page__pane${tab === 'ticket' ? '' : ' tk-page__pane--hidden'}`}>{view}</div>
      </div>
    );
  return (
    <div className="tk-page" data-testid="tickets-page" data-layout="columns">
      <aside className="tk-page__list kit-list-column">{manager}</aside>
      <section className="tk-page__view">{view}</section>
    </div>
  );
}
