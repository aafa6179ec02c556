import { Button } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ConfirmDialog,
  DeleteButton,
  EditButton,
  ListPage,
  showToast,
  toastError,
  useCompanyEvent,
  useInfiniteList,
  wholeList,
  type Column,
} from '@balcao/kit';
import { deletePrompt, fetchPrompts, type Prompt } from '../api';
import { PromptDialog } from './PromptDialog';

type PromptEvent = { action: 'update'; prompt: Prompt } | { action: 'delete'; promptId: number };

/** The server's delete answer, as Whaticket's page showed it: translated when known. */
const DELETED = 'Prompt deleted';

const fetchPage = wholeList(
  (signal) => fetchPrompts(signal),
  (p: Prompt) => p.name,
);

/** Spec §2 Prompts: name, queue, max tokens, edit, delete; the list follows `company-{id}-prompt`. */
export function PromptsPage() {
  const { t } = useTranslation('prompts');
  const list = useInfiniteList<Prompt>(fetchPage);
  const [dialog, setDialog] = useState<{ open: boolean; editing: Prompt | null }>({
    open: false,
    editing: null,
  });
  const [deleting, setDeleting] = useState<Prompt | null>(null);
  const { upsert, remove } = list;

  useCompanyEvent<PromptEvent>('prompt', (event) => {
    if (event.action === 'delete') remove(event.promptId);
    else upsert(event.prompt);
  });

  const columns: Column<Prompt>[] = [
    { key: 'name', header: t('table.name'), render: (p) => p.name },
    { key: 'queue', header: t('table.queue'), render: (p) => p.queue?.name ?? '' },
    {
      key: 'maxTokens',
      header: t('table.maxTokens'),
      align: 'center',
      width: 130,
      render: (p) => p.maxTokens,
    },
    {
      key: 'actions',
      header: t('kit:common.actions'),
      align: 'right',
      width: 100,
      render: (p) => (
        <span className="pr-actions">
          <EditButton onClick={() => setDialog({ open: true, editing: p })} />
          <DeleteButton onClick={() => setDeleting(p)} />
        </span>
      ),
    },
  ];

  return (
    <div className="pr-page" data-testid="prompts-page">
      <ListPage
        title={t('title')}
        search={list.search}
        onSearch={list.setSearch}
        columns={columns}
        items={list.items}
        rowKey={(p) => p.id}
        loading={list.loading}
        onScroll={list.onScroll}
        actions={
          <Button
            intent="primary"
            icon="add"
            text={t('add')}
            data-testid="add-prompt"
            onClick={() => setDialog({ open: true, editing: null })}
          />
        }
      />
      <PromptDialog
        isOpen={dialog.open}
        editing={dialog.editing}
        onClose={() => setDialog((d) => ({ ...d, open: false }))}
        onSaved={(p) => upsert(p)}
      />
      <ConfirmDialog
        isOpen={Boolean(deleting)}
        title={deleting ? t('confirmDelete', { name: deleting.name }) : undefined}
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          const id = deleting.id;
          deletePrompt(id)
            .then(({ message }) => {
              if (message === DELETED) remove(id);
              // spec §7: the delete's message is an info toast (a prompt a connection uses is kept, and it says so)
              showToast(message === DELETED ? t('deleted') : message, 'primary');
            })
            .catch(toastError);
        }}
      />
    </div>
  );
}
