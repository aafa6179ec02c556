import { Button, Tag } from '@blueprintjs/core';
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
  type FetchPage,
} from '@balcao/kit';
import { deleteUser, listUsers, MIN_SEARCH, type UserRow } from '../api';
import { UserDialog } from './UserDialog';
import { textOn } from '../contrast';

/** Spec §5: a search under 3 characters lists everyone, as an empty one does. */
const fetchUsers: FetchPage<UserRow> = async ({ searchParam, pageNumber, signal }) => {
  const term = searchParam.length >= MIN_SEARCH ? searchParam : '';
  const { users, hasMore } = await listUsers(term, pageNumber, signal);
  return { items: users, hasMore };
};

type UserEvent = { action: 'create' | 'update'; user: UserRow } | { action: 'delete'; userId: number };

/** Spec §2 Users: a searchable infinite list, the user dialog, delete with confirmation. */
export function UsersPage() {
  const { t } = useTranslation('users');
  const { user: me, isSuper } = useSession();
  const list = useInfiniteList(fetchUsers);
  const { upsert, remove } = list;
  const [dialog, setDialog] = useState<{ editing: UserRow | null } | null>(null);
  const [deleting, setDeleting] = useState<UserRow | null>(null);

  useCompanyEvent<UserEvent>('user', (event) => {
    if (event.action === 'delete') remove(event.userId);
    else if (event.user) upsert(event.user);
  });
  const onSaved = useCallback((user: UserRow) => upsert(user), [upsert]);

  const columns: Column<UserRow>[] = [
    {
      key: 'name',
      header: t('table.name'),
      render: (u) => (
        <span className="us-name">
          <span className="us-name__main">
            {u.name}
            {u.super && (
              <Tag minimal intent="warning" className="us-super">
                {t('super')}
              </Tag>
            )}
            <Tag minimal className="us-name__profile" intent={u.profile === 'admin' ? 'primary' : 'none'}>
              {t(`profiles.${u.profile}`)}
            </Tag>
          </span>
          <span className="us-name__email bp6-text-muted">{u.email}</span>
        </span>
      ),
    },
    { key: 'email', header: t('table.email'), render: (u) => u.email },
    {
      key: 'profile',
      header: t('table.profile'),
      width: 130,
      render: (u) => (
        <Tag minimal intent={u.profile === 'admin' ? 'primary' : 'none'}>
          {t(`profiles.${u.profile}`)}
        </Tag>
      ),
    },
    {
      key: 'queues',
      header: t('table.queues'),
      render: (u) => (
        <span className="us-tags">
          {u.queues.map((q) => (
            <Tag
              key={q.id}
              round
              className="us-queue-tag"
              style={{ backgroundColor: q.color, color: textOn(q.color) }}
            >
              {q.name}
            </Tag>
          ))}
        </span>
      ),
    },
    {
      key: 'actions',
      header: t('kit:common.actions'),
      align: 'right',
      width: 100,
      render: (u) => (
        <span className="us-actions">
          {(!u.super || isSuper) && <EditButton onClick={() => setDialog({ editing: u })} />}
          {u.id !== me?.id && (!u.super || isSuper) && <DeleteButton onClick={() => setDeleting(u)} />}
        </span>
      ),
    },
  ];

  return (
    <div className="us-page" data-testid="users-page">
      <ListPage
        title={t('title')}
        search={list.search}
        onSearch={list.setSearch}
        columns={columns}
        items={list.items}
        rowKey={(u) => u.id}
        loading={list.loading}
        onScroll={list.onScroll}
        actions={
          <Button
            intent="primary"
            icon="add"
            text={t('add')}
            data-testid="add-user"
            onClick={() => setDialog({ editing: null })}
          />
        }
      />
      {dialog && <UserDialog editing={dialog.editing} onClose={() => setDialog(null)} onSaved={onSaved} />}
      <ConfirmDialog
        isOpen={Boolean(deleting)}
        title={t('confirmDelete', { name: deleting?.name ?? '' })}
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          const { id } = deleting;
          deleteUser(id)
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
