import { Button, Icon, NonIdealState, Tag } from '@blueprintjs/core';
import { formatDateTime } from '@balcao/kit';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { SearchGroup } from './api';
import type { FullTextSearch } from './useFullTextSearch';
import { Marked } from './Marked';
import './search.css';

interface SearchResultsProps {
  search: FullTextSearch;
  selectedUuid?: string;
  /** a result was opened (the narrow layout switches to the ticket's tab) */
  onOpened: () => void;
}

/**
 * GET /search's results in the Busca tab: one group per ticket, the matched words marked; a message opens its
 * ticket scrolled to it (?message=&page=, read by the conversation), "more" the next page.
 */
export function SearchResults({ search, selectedUuid, onOpened }: SearchResultsProps) {
  const { t } = useTranslation('tickets');
  const navigate = useNavigate();
  const { groups, hasMore, loading, done } = search;
  const open = (g: SearchGroup, message?: { id: number; page: number }) => {
    const params = message ? `?message=${message.id}&page=${message.page}` : '';
    navigate(`/tickets/${g.ticket.uuid}${params}`);
    onOpened();
  };

  return (
    <div className="tk-fts" data-testid="search-panel">
      {done && !groups.length && (
        <div data-testid="search-none">
          <NonIdealState icon="search" title={t('search.none')} />
        </div>
      )}
      <ul className="tk-fts__groups kit-stack" data-testid="search-results">
        {groups.map((g) => (
          <li
            key={g.ticket.id}
            className={`tk-fts__group${g.ticket.uuid === selectedUuid ? ' tk-fts__group--selected' : ''}`}
            data-testid="search-group"
            data-ticket={g.ticket.uuid}
          >
            <button type="button" className="tk-fts__head" onClick={() => open(g)}>
              <Icon icon="person" />
              <span className="tk-fts__contact">
                {g.contact ? <Marked value={g.contact.name} /> : g.ticket.contact.name}
              </span>
              <span className="tk-fts__number">
                {g.contact ? <Marked value={g.contact.number} /> : g.ticket.contact.number}
              </span>
              <span className="tk-fts__meta">
                <Tag
                  minimal
                  round
                  style={g.ticket.queue ? { borderLeft: `4px solid ${g.ticket.queue.color}` } : undefined}
                >
                  {g.ticket.queue?.name ?? t('search.noQueue')}
                </Tag>
                <Tag minimal round intent={g.ticket.status === 'closed' ? 'none' : 'primary'}>
                  {t(`search.status.${g.ticket.status}`, { defaultValue: g.ticket.status })}
                </Tag>
                <span className="tk-fts__ticket">#{g.ticket.id}</span>
              </span>
            </button>
            {g.messages.map((m) => (
              <button
                key={m.id}
                type="button"
                className="tk-fts__hit"
                data-testid="search-message"
                data-message-id={m.id}
                onClick={() => open(g, m)}
              >
                <span className="tk-fts__who">{m.fromMe ? t('search.you') : g.ticket.contact.name}</span>
                <span className="tk-fts__snippet">
                  <Marked value={m.snippet} />
                </span>
                <span className="tk-fts__when">{formatDateTime(m.createdAt)}</span>
              </button>
            ))}
            {g.notes.map((n) => (
              <button key={`n${n.id}`} type="button" className="tk-fts__hit" onClick={() => open(g)}>
                <span className="tk-fts__who">
                  <Icon icon="annotation" size={12} /> {t('search.note')}
                </span>
                <span className="tk-fts__snippet">
                  <Marked value={n.snippet} />
                </span>
              </button>
            ))}
            {g.tags.length > 0 && (
              <div className="tk-fts__tags">
                {g.tags.map((tag) => (
                  <Tag key={tag.id} round style={tag.color ? { background: tag.color } : undefined}>
                    {tag.name}
                  </Tag>
                ))}
              </div>
            )}
          </li>
        ))}
      </ul>
      {hasMore && groups.length > 0 && (
        <Button
          className="tk-fts__more"
          variant="minimal"
          loading={loading}
          text={t('search.more')}
          onClick={search.more}
          data-testid="search-more"
        />
      )}
    </div>
  );
}
