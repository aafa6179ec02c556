import { Icon, Switch } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import {
  byId,
  ResourcePage,
  toastError,
  toastSuccess,
  upsertById,
  useInfiniteList,
  useSession,
  type Column,
} from '@balcao/kit';
import { deleteTag, fetchTagPage, updateTag, type Tag } from '../api';
import { TagChip } from './TagChip';
import { TagDialog } from './TagDialog';

/** Spec §2 Tags: the one list (search, infinite scroll), kanban switch and edit/delete for managers (spec §5). */
export function TagsPage() {
  const { t } = useTranslation('tags');
  const { user, isSuper } = useSession();
  const canManage = isSuper || user?.profile === 'admin' || user?.profile === 'supervisor';
  const list = useInfiniteList<Tag>(fetchTagPage);
  // the realtime tag carries no ticketsCount: keep the one the list has
  const show = (tag: Tag) =>
    list.setItems((items) => {
      const current = items.find((i) => i.id === tag.id);
      const ticketsCount = current ? current.ticketsCount : (tag.ticketsCount ?? 0);
      return upsertById(items, { ...current, ...tag, ticketsCount }, byId);
    });

  const toggleKanban = (tag: Tag, on: boolean) => {
    show({ ...tag, kanban: on ? 1 : 0 });
    updateTag(tag.id, { kanban: on ? 1 : 0 })
      .then((saved) => {
        show(saved);
        toastSuccess(t('kit:toasts.updated'));
      })
      .catch((error: unknown) => {
        show(tag);
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
  ];

  return (
    <ResourcePage<Tag>
      prefix="tg"
      testId="tags-page"
      list={list}
      columns={columns}
      realtime="tag"
      onUpsert={show}
      add="tag"
      canEdit={() => canManage}
      canDelete={() => canManage}
      dialog={(props) => <TagDialog {...props} canManage={canManage} />}
      remove={deleteTag}
      deleteTitle={(tag) => t('confirmDelete', { name: tag.name })}
    />
  );
}
