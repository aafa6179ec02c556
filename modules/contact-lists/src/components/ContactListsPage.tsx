import { Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import {
  maxLength,
  minLength,
  RecordDialog,
  required,
  ResourcePage,
  type Column,
  IconButton,
} from '@balcao/kit';
import {
  createContactList,
  deleteContactList,
  fetchContactListPage,
  updateContactList,
  type ContactList,
} from '../api';

/** Spec §2 Contact lists: searchable infinite list with contacts count, kept live by company-{id}-ContactList. */
export function ContactListsPage() {
  const { t } = useTranslation('contact-lists');
  const navigate = useNavigate();

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
  ];

  return (
    <ResourcePage<ContactList>
      prefix="cl"
      testId="contact-lists-page"
      fetchPage={fetchContactListPage}
      columns={columns}
      realtime={{ event: 'ContactList' }}
      add="contact-list"
      actionsWidth={130}
      rowActions={(record) => (
        <IconButton
          icon="people"
          label={t('openItems')}
          title={t('openItems')}
          onClick={() => open(record)}
        />
      )}
      remove={deleteContactList}
      deleteTitle={(record) => record.name}
      dialog={(props) => (
        // a list's name, 2 to 50 characters (spec §5)
        <RecordDialog<{ name: string }, ContactList>
          {...props}
          icon="people"
          initial={{ name: '' }}
          save={({ name }, id) => (id ? updateContactList(id, name.trim()) : createContactList(name.trim()))}
          fields={[
            { name: 'name', label: t('dialog.name'), rules: [required(), minLength(2), maxLength(50)] },
          ]}
        />
      )}
    />
  );
}
