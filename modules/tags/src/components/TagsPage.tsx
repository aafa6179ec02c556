import { Button, Icon, Switch } from '@blueprintjs/core';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ConfirmDialog,
  DeleteButton,
  EditButton,
  ListPage,
  toastError,
  toastSuccess,
  useCompanyEvent,
  useInfiniteList,
  useSession,
  type Column,
} from '@balcao/kit';
import { deleteTag, fetchTagPage, updateTag, type Tag } from '../api';
import { TagChip } from './TagChip';
import { TagDialog } from './TagDialog';

type TagEvent = { action: 'create' | 'update'; tag: Tag } | { action: 'delete'; tagId: number };

/** Spec §2 Tags: the one list (search, infinite scroll), kanban switch and edit/delete for managers (spec §5). */
export function TagsPage() {
  const { t } = useTranslation('tags');
  const { user, isSuper } = useSession();
  const canManage = isSuper || user?.profile === 'admin' || user?.profile === 'supervisor';
  const list = useInfiniteList<Tag>(fetchTagPage);
  const [dialog, setDialog] = useState<{ open: boolean; editing: Tag | null }>({
    open: false,
    editing: null,
  });
  const [deleting, setDeleting] = useState<Tag | null>(null);
  const { setItems, remove } = list;

  // the realtime tag carries no ticketsCount: keep the one the list has
  const merge = useCallback(
    (tag: Tag) =>
      setItems((items) =>
        items.some((i) => i.id === tag.id)
          ? items.map((i) => (i.id === tag.id ? { ...i, ...tag, ticketsCount: i.ticketsCount } : i))
          : [{ ...tag, ticketsCount: tag.ticketsCount ?? 0 }, ...items],
      ),
    [setItems],
  );
  useCompanyEvent<TagEvent>('tag', (event) => {
    if (event.action === 'delete') remove(event.tagId);
    else merge(event.tag);
  });

  const toggleKanban = (tag: Tag, on: boolean) => {
    merge({ ...tag, kanban: on ? 1 : 0 });
    updateTag(tag.id, { kanban: on ? 1 : 0 })
      .then((saved) => {
        merge(saved);
        toastSuccess(t('kit:toasts.updated'));
      })
      .catch((error: unknown) => {
        merge(tag);
        toastError(error);
      });
  };

  const columns: Column<Tag>[] = [
    { key: 'name', header: t('table.name'), render: (tag) => <TagChip name={tag.name} color={tag.color} /> },
    {
      key: 'tickets',
      header: t('table.tickets'),
      align: 'center',
      width: 110,
      render: (tag) => tag.ticketsCount ?? 0,
    },
    {
      key: 'kanban',
      header: t('table.kanban'),
      align: 'center',
      width: 90,
      render: (tag) =>
        canManage ? (
          <Switch
            className="tg-inline-switch"
            checked={Number(tag.kanban) === 1}
            aria-label={t('table.kanbanToggle', { name: tag.name })}
            onChange={(e) => toggleKanban(tag, e.currentTarget.checked)}
          />
        ) : Number(tag.kanban) === 1 ? (
          <Icon icon="tick" intent="success" aria-label={t('table.kanban')} />
        ) : null,
    },
    {
      key: 'actions',
      header: t('kit:common.actions'),
      align: 'right',
      width: 100,
      render: (tag) =>
        canManage ? (
          <span className="tg-actions">
            <EditButton onClick={() => setDialog({ open: true, editing: tag })} />
            <DeleteButton onClick={() => setDeleting(tag)} />
          </span>
        ) : null,
    },
  ];

  return (
    <div className="tg-page" data-testid="tags-page">
      <ListPage
        title={t('title')}
        search={list.search}
        onSearch={list.setSearch}
        columns={columns}
        items={list.items}
        rowKey={(tag) => tag.id}
        loading={list.loading}
        onScroll={list.onScroll}
        actions={
          <Button
            intent="primary"
            icon="add"
            text={t('add')}
            data-testid="add-tag"
            onClick={() => setDialog({ open: true, editing: null })}
          />
        }
      />
      <TagDialog
        isOpen={dialog.open}
        editing={dialog.editing}
        canManage={canManage}
        onClose={() => setDialog((d) => ({ ...d, open: false }))}
        onSaved={merge}
      />
      <ConfirmDialog
        isOpen={Boolean(deleting)}
        title={deleting ? t('confirmDelete', { name: deleting.name }) : undefined}
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          const id = deleting.id;
          deleteTag(id)
            .then(() => {
              remove(id);
              toastSuccess(t('deleted'));
            })
            .catch(toastError);
        }}
      />
    </div>
  );
}
