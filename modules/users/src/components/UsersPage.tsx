import { Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { ResourcePage, useSession, type Column } from '@balcao/kit';
import { deleteUser, fetchUserPage, MIN_SEARCH, type UserRow } from '../api';
import { UserDialog } from './UserDialog';
import { textOn } from '../contrast';

/** Spec §2 Users: a searchable infinite list, the user dialog, delete with confirmation. */
export function UsersPage() {
  const { t } = useTranslation('users');
  const { user: me, isSuper } = useSession();
  const profile = (u: UserRow, className?: string) => (
    <Tag minimal className={className} intent={u.profile === 'admin' ? 'primary' : 'none'}>
      {t(`profiles.${u.profile}`)}
    </Tag>
  );

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
            {profile(u, 'us-name__profile')}
          </span>
          <span className="us-name__email bp6-text-muted">{u.email}</span>
        </span>
      ),
    },
    { key: 'email', header: t('table.email'), render: (u) => u.email },
    { key: 'profile', header: t('table.profile'), width: 130, render: (u) => profile(u) },
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
  ];
  const mayTouch = (u: UserRow) => !u.super || isSuper;

  return (
    <ResourcePage<UserRow>
      prefix="us"
      fill={false}
      testId="users-page"
      fetchPage={fetchUserPage}
      minSearch={MIN_SEARCH}
      columns={columns}
      realtime="user"
      add="user"
      canEdit={mayTouch}
      canDelete={(u) => u.id !== me?.id && mayTouch(u)}
      dialog={(props) => props.isOpen && <UserDialog {...props} />}
      remove={deleteUser}
      deleteTitle={(u) => t('confirmDelete', { name: u.name })}
    />
  );
}
