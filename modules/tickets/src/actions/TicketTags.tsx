import { useState } from 'react';
import { Button, InputGroup, Menu, MenuItem, Popover } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { Tag, toastError, toastSuccess } from '@balcao/kit';
import type { TagRef, Ticket } from '../types';
import { listTags } from '../api';
import { syncTags } from './api';

interface TicketTagsProps {
  ticket: Ticket;
  onChanged: (ticket: Ticket) => void;
}

/** The ticket's tags as removable chips and a searchable picker (a multi-select); each change syncs the whole set. */
export function TicketTags({ ticket, onChanged }: TicketTagsProps) {
  const { t } = useTranslation('tickets');
  const [all, setAll] = useState<TagRef[] | null>(null);
  const [query, setQuery] = useState('');
  // an optimistic set, until the ticket itself changes (the answer or a realtime update)
  const [local, setLocal] = useState<{ base: TagRef[] | undefined; tags: TagRef[] } | null>(null);
  const current = local && local.base === ticket.tags ? local.tags : (ticket.tags ?? []);
  const setCurrent = (tags: TagRef[]) => setLocal({ base: ticket.tags, tags });
  const [saving, setSaving] = useState(false);

  const load = () => {
    if (all) return;
    listTags()
      .then(setAll)
      .catch((error: unknown) => toastError(error));
  };

  const chosen = new Set(current.map((tag) => tag.id));
  const shown = (all ?? []).filter((tag) => tag.name.toLowerCase().includes(query.trim().toLowerCase()));

  const save = async (next: TagRef[], added: boolean) => {
    const before = current;
    setCurrent(next);
    setSaving(true);
    try {
      const answer = await syncTags(ticket.id, next);
      toastSuccess(added ? t('actions.tagAdded') : t('actions.tagRemoved'));
      if (answer && typeof answer === 'object' && 'id' in answer) onChanged(answer);
    } catch (error) {
      setCurrent(before);
      toastError(error);
    } finally {
      setSaving(false);
    }
  };
  const toggle = (tag: TagRef) => {
    const added = !chosen.has(tag.id);
    void save(added ? [...current, tag] : current.filter((c) => c.id !== tag.id), added);
  };

  return (
    <div className="tk-act-tags" data-testid="ticket-tags">
      {current.map((tag) => (
        <Tag
          key={tag.id}
          round
          style={{ background: tag.color, color: '#fff' }}
          onRemove={saving ? undefined : () => toggle(tag)}
          data-testid="ticket-tag"
          data-tag={tag.name}
        >
          {tag.name}
        </Tag>
      ))}
      <Popover
        placement="bottom-start"
        onOpening={load}
        onClosed={() => setQuery('')}
        content={
          <div className="tk-act-tag-picker" data-testid="tag-picker">
            <InputGroup
              leftIcon="search"
              placeholder={t('actions.tagSearch')}
              value={query}
              onValueChange={setQuery}
              autoFocus
              size="small"
            />
            <Menu className="tk-act-tag-menu">
              {all === null && <MenuItem disabled text={t('actions.loading')} />}
              {all !== null && shown.length === 0 && <MenuItem disabled text={t('actions.noTags')} />}
              {shown.map((tag) => (
                <MenuItem
                  key={tag.id}
                  shouldDismissPopover={false}
                  disabled={saving}
                  icon={chosen.has(tag.id) ? 'tick' : 'blank'}
                  labelElement={<span className="tk-act-dot" style={{ background: tag.color }} />}
                  text={tag.name}
                  onClick={() => toggle(tag)}
                  data-testid="tag-option"
                  data-tag={tag.name}
                />
              ))}
            </Menu>
          </div>
        }
      >
        <Button
          size="small"
          variant="minimal"
          icon="tag"
          text={current.length ? undefined : t('actions.tags')}
          aria-label={t('actions.tags')}
          data-testid="ticket-tags-add"
        />
      </Popover>
    </div>
  );
}
