import { Button, Tag } from '@blueprintjs/core';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import {
  DeleteDialog,
  DeleteButton,
  EditButton,
  ListPage,
  useCompanyEvent,
  useInfiniteList,
  type Column,
} from '@balcao/kit';
import { deleteContactList, fetchContactListPage, type ContactList } from '../api';
import { ContactListDialog } from './ContactListDialog';

type ContactListEvent =
  { action: 'create' | 'update'; record: ContactList } | { action: 'delete'; id: number };

/** Spec §2 Contact lists: searchable infinite list with contacts count, kept live by company-{id}-ContactList. */
export function ContactListsPage() {
  const { t } = useTranslation('contact-lists');
  const navigate = useNavigate();
  const list = useInfiniteList<ContactList>(fetchContactListPage);
  const [dialog, setDialog] = useState<{ open: boolean; editing: ContactList | null }>({
    open: false,
    editing: null,
  });
  const [deleting, setDeleting] = useState<ContactList | null>(null);
  const { upsert, remove } = list;
  const saved = useCallback((record: ContactList) => upsert(record), [upsert]);

  useCompanyEvent<ContactListEvent>('ContactList', (event) => {
    if (event.action === 'delete') remove(event.id);
    else upsert(event.record);
  });

  const open = (record: ContactList) => navigate(`/contact-lists/${record.id}/contacts`);
  const columns: Column<ContactList>[] = [
    {
      key: 'name',
      header: t('table.name'),
      render: (record) => (
        <a className="cl-name" onClick={() => open(record)} title={record.name}>
          {record.name}
        </a>
      ),
    },
    {
      key: 'contactsCount',
      header: t('table.contacts'),
      align: 'center',
      width: 110,
      render: (record) => (
        <Tag minimal round data-testid="contacts-count">
          {record.contactsCount}
        </Tag>
      ),
    },
    {
      key: 'actions',
      header: t('kit:common.actions'),
      align: 'right',
      width: 130,
      render: (record) => (
        <span className="cl-actions">
          <Button
            variant="minimal"
            icon="people"
            aria-label={t('openItems')}
            title={t('openItems')}
            onClick={() => open(record)}
          />
          <EditButton onClick={() => setDialog({ open: true, editing: record })} />
          <DeleteButton onClick={() => setDeleting(record)} />
        </span>
      ),
    },
  ];

  return (
    <div className="cl-page" data-testid="contact-lists-page">
      <ListPage
        title={t('title')}
        search={list.search}
        onSearch={list.setSearch}
        columns={columns}
        items={list.items}
        rowKey={(record) => record.id}
        loading={list.loading}
        onScroll={list.onScroll}
        actions={
          <Button
            intent="primary"
            icon="add"
            text={t('add')}
            data-testid="add-contact-list"
            onClick={() => setDialog({ open: true, editing: null })}
          />
        }
      />
      <ContactListDialog
        isOpen={dialog.open}
        editing={dialog.editing}
        onClose={() => setDialog((d) => ({ ...d, open: false }))}
        onSaved={saved}
      />
      <DeleteDialog
        item={deleting}
        title={deleting?.name}
        onClose={() => setDeleting(null)}
        remove={deleteContactList}
        onRemoved={remove}
      />
    </div>
  );
}
