import { useEffect, useRef } from 'react';
import { InputGroup, NonIdealState } from '@blueprintjs/core';
import { Spinner, useLoad } from '@balcao/kit';
import { useTranslation } from 'react-i18next';
import { listTags, listUsers } from '../api';
import { SearchResults } from '../search/SearchResults';
import { searchMode } from '../search/search-mode';
import { useFullTextSearch } from '../search/useFullTextSearch';
import type { TicketFilters } from './api';
import { CheckMenu } from './CheckMenu';
import { TicketList, type TicketListProps } from './TicketList';

/** What the search tab keeps while another tab shows (the manager holds it). */
export interface SearchState {
  term: string;
  tags: number[];
  users: number[];
}

interface SearchTabProps {
  state: SearchState;
  onChange: (next: SearchState) => void;
  /** the open lists' filters: queues and show-all, which the ticket list keeps */
  filters: TicketFilters;
  /** a new value moves the focus to the input (the search shortcut) */
  focusRequest: number;
  list: Omit<TicketListProps, 'filters' | 'search' | 'testId' | 'hidden' | 'onCount'>;
  onOpened: () => void;
}

/**
 * The one search (issue 30 item 5): one input; a word of 3 searches every conversation (GET /search: messages,
 * contacts, notes, tags), a tag or user filter lists the tickets instead (GET /tickets, which has the filters).
 */
export function SearchTab({ state, onChange, filters, focusRequest, list, onOpened }: SearchTabProps) {
  const { t } = useTranslation('tickets');
  const { isAdmin, selectedUuid } = list;
  const inputRef = useRef<HTMLInputElement>(null);
  const tagOptions = useLoad('tags', listTags)[0] ?? [];
  const userOptions = useLoad(isAdmin ? 'users' : null, listUsers)[0] ?? [];
  const mode = searchMode(state.term, state.tags.length + state.users.length > 0);
  const fullText = useFullTextSearch(state.term, mode === 'text');

  useEffect(() => inputRef.current?.focus(), [focusRequest]);

  const caption = mode === 'text' ? 'showsText' : mode === 'tickets' ? 'showsTickets' : null;
  return (
    <div className="tk-search-tab">
      <div className="tk-search">
        <InputGroup
          type="search"
          leftIcon="search"
          inputRef={inputRef}
          placeholder={t('search.placeholder')}
          aria-label={t('search.label')}
          value={state.term}
          onValueChange={(term) => onChange({ ...state, term })}
          rightElement={mode === 'text' && fullText.loading ? <Spinner size={16} /> : undefined}
          data-testid="ticket-search"
        />
        <div className="tk-search__filters">
          <CheckMenu
            label={t('list.tags')}
            icon="tag"
            options={tagOptions}
            selected={state.tags}
            onChange={(tags) => onChange({ ...state, tags })}
            testId="tag-filter"
          />
          {isAdmin && (
            <CheckMenu
              label={t('list.users')}
              icon="people"
              options={userOptions}
              selected={state.users}
              onChange={(users) => onChange({ ...state, users })}
              testId="user-filter"
            />
          )}
          {caption && (
            <span
              className="tk-search__caption"
              title={t(`search.${caption}Help`)}
              data-testid="search-mode"
              data-mode={mode}
            >
              {t(`search.${caption}`)}
            </span>
          )}
        </div>
      </div>
      {mode === 'tickets' && (
        <TicketList
          {...list}
          filters={{ ...filters, showAll: isAdmin, tags: state.tags, users: state.users }}
          search={state.term}
          testId="list-search"
        />
      )}
      {mode === 'text' && <SearchResults search={fullText} selectedUuid={selectedUuid} onOpened={onOpened} />}
      {mode === 'tooShort' && (
        <p className="tk-search__hint" data-testid="search-too-short">
          {t('search.tooShort')}
        </p>
      )}
      {mode === 'hint' && (
        <div className="tk-search__hint" data-testid="search-hint">
          <NonIdealState
            icon="search"
            title={t('search.hintTitle')}
            description={
              <>
                {t('search.hint')}
                {/* a phone has no keyboard shortcut to learn */}
                {!list.narrow && <div className="tk-search__keys">{t('search.shortcut')}</div>}
              </>
            }
          />
        </div>
      )}
    </div>
  );
}
