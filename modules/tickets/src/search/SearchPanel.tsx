import { Button, Icon, InputGroup, NonIdealState, Tag } from '@blueprintjs/core';
import { formatDateTime, toastError, useDebounced, Drawer, Spinner } from '@balcao/kit';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { searchEverything, type SearchGroup } from './api';
import { Marked } from './Marked';
import './search.css';

interface SearchPanelProps {
  isOpen: boolean;
  onClose: () => void;
}

/** matches the server's rule (ERR_SEARCH_TOO_SHORT): some word of 3 letters or digits */
const searchable = (q: string) => (q.match(/[\p{L}\p{N}]+/gu) ?? []).some((w) => [...w].length >= 3);

/**
 * Full-text search over every conversation the user may see (GET /search): results grouped by ticket, the
 * matched words marked; a message opens its ticket scrolled to it (?message=&page=, read by the conversation).
 */
export function SearchPanel({ isOpen, onClose }: SearchPanelProps) {
  const { t } = useTranslation('tickets');
  const navigate = useNavigate();
  const [term, setTerm] = useState('');
  const query = useDebounced(term.trim());
  const [groups, setGroups] = useState<SearchGroup[]>([]);
  const [page, setPage] = useState(1);
  const [hasMore, setHasMore] = useState(false);
  const [loading, setLoading] = useState(false);
  const [searched, setSearched] = useState('');

  useEffect(() => {
    if (!searchable(query)) return;
    const abort = new AbortController();
    // the fetch sets state only once its answer arrives
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setLoading(true);
    searchEverything(query, page, abort.signal)
      .then((data) => {
        setGroups((old) => (page === 1 ? data.groups : merge(old, data.groups)));
        setHasMore(data.hasMore);
        setSearched(query);
      })
      .catch((err) => {
        if (!abort.signal.aborted) toastError(err);
      })
      .finally(() => {
        if (!abort.signal.aborted) setLoading(false);
      });
    return () => abort.abort();
  }, [query, page]);

  const onType = (value: string) => {
    setTerm(value);
    setPage(1);
  };
  const open = (g: SearchGroup, message?: { id: number; page: number }) => {
    const params = message ? `?message=${message.id}&page=${message.page}` : '';
    navigate(`/tickets/${g.ticket.uuid}${params}`);
    onClose();
  };
  const shown = searchable(term.trim()) && searched === query ? groups : [];

  return (
    <Drawer
      isOpen={isOpen}
      onClose={onClose}
      title={t('search.title')}
      icon="search"
      size="min(560px, 100vw)"
      className="tk-search-drawer"
    >
      <div className="tk-search" data-testid="search-panel">
        <InputGroup
          autoFocus
          leftIcon="search"
          placeholder={t('search.placeholder')}
          value={term}
          onChange={(e) => onType(e.currentTarget.value)}
          rightElement={loading ? <Spinner size={16} /> : undefined}
          data-testid="search-input"
        />
        {term.trim() && !searchable(term.trim()) && <p className="tk-search__hint">{t('search.tooShort')}</p>}
        {searchable(term.trim()) && !loading && searched === query && !groups.length && (
          <NonIdealState icon="search" title={t('search.none')} data-testid="search-none" />
        )}
        <ul className="tk-search__groups" data-testid="search-results">
          {shown.map((g) => (
            <li
              key={g.ticket.id}
              className="tk-search__group"
              data-testid="search-group"
              data-ticket={g.ticket.uuid}
            >
              <button type="button" className="tk-search__head" onClick={() => open(g)}>
                <Icon icon="person" />
                <span className="tk-search__contact">
                  {g.contact ? <Marked value={g.contact.name} /> : g.ticket.contact.name}
                </span>
                <span className="tk-search__number">
                  {g.contact ? <Marked value={g.contact.number} /> : g.ticket.contact.number}
                </span>
                <span className="tk-search__meta">
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
                  <span className="tk-search__ticket">#{g.ticket.id}</span>
                </span>
              </button>
              {g.messages.map((m) => (
                <button
                  key={m.id}
                  type="button"
                  className="tk-search__hit"
                  data-testid="search-message"
                  data-message-id={m.id}
                  onClick={() => open(g, m)}
                >
                  <span className="tk-search__who">{m.fromMe ? t('search.you') : g.ticket.contact.name}</span>
                  <span className="tk-search__snippet">
                    <Marked value={m.snippet} />
                  </span>
                  <span className="tk-search__when">{formatDateTime(m.createdAt)}</span>
                </button>
              ))}
              {g.notes.map((n) => (
                <button key={`n${n.id}`} type="button" className="tk-search__hit" onClick={() => open(g)}>
                  <span className="tk-search__who">
                    <Icon icon="annotation" size={12} /> {t('search.note')}
                  </span>
                  <span className="tk-search__snippet">
                    <Marked value={n.snippet} />
                  </span>
                </button>
              ))}
              {g.tags.length > 0 && (
                <div className="tk-search__tags">
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
        {hasMore && shown.length > 0 && (
          <Button
            className="tk-search__more"
            variant="minimal"
            loading={loading}
            text={t('search.more')}
            onClick={() => setPage((p) => p + 1)}
            data-testid="search-more"
          />
        )}
      </div>
    </Drawer>
  );
}

/** a next page's groups added to the ones shown: a ticket already there gets its further messages */
function merge(old: SearchGroup[], next: SearchGroup[]): SearchGroup[] {
  const byId = new Map(old.map((g) => [g.ticket.id, { ...g, messages: [...g.messages] }]));
  for (const g of next) {
    const known = byId.get(g.ticket.id);
    if (known) known.messages.push(...g.messages);
    else byId.set(g.ticket.id, g);
  }
  return [...byId.values()];
}
