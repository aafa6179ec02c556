import { Button } from '@blueprintjs/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import {
  DeleteDialog,
  DeleteButton,
  EditButton,
  ListPage,
  toastError,
  useCompanyEvent,
  useInfiniteList,
  type Column,
} from '@balcao/kit';
import {
  deleteContactListItem,
  downloadExample,
  findContactList,
  fetchItemPage,
  type ContactList,
  type ContactListItem,
} from '../api';
import { ContactListItemDialog } from './ContactListItemDialog';
import { UploadSheetButton } from './UploadSheetButton';
import { ValidityIcon } from './ValidityIcon';

type ItemEvent = { action: 'create' | 'update'; record: ContactListItem } | { action: 'delete'; id: number };
type ItemsReload = { action: 'reload'; records: ContactListItem[] };

/**
 * Spec §2 /contact-lists/:contactListId/contacts: the people of one list with their WhatsApp check, a dialog, an
 * .xls/.xlsx upload and an example file. Kept live by company-{id}-ContactListItem and, for the check's batches,
 * company-{id}-ContactListItem-{listId}.
 */
export function ContactListItemsPage() {
  const { t } = useTranslation('contact-lists');
  const navigate = useNavigate();
  const contactListId = Number(useParams().contactListId);
  const [contactList, setContactList] = useState<ContactList | null>(null);
  // the list id is a filter: another list starts again at page 1
  const list = useInfiniteList<ContactListItem, { contactListId: number }>(fetchItemPage, {
    filters: { contactListId },
  });
  const [dialog, setDialog] = useState<{ open: boolean; editing: ContactListItem | null }>({
    open: false,
    editing: null,
  });
  const [deleting, setDeleting] = useState<ContactListItem | null>(null);
  const { upsert, remove, reload, items } = list;
  // rows on screen, known at once (an event can come before React shows the row an earlier one added)
  const shown = useRef(new Set<number>());
  useEffect(() => {
    shown.current = new Set(items.map((item) => item.id));
  }, [items]);
  // the check's latest answer per row: a save's response or an event that left before it must not undo it
  const checked = useRef(new Map<number, ContactListItem>());
  const show = useCallback(
    (item: ContactListItem) => {
      const answer = checked.current.get(item.id);
      const known = item.isWhatsappValid === null && answer?.number === item.number;
      shown.current.add(item.id);
      upsert(known ? { ...item, isWhatsappValid: answer.isWhatsappValid } : item);
    },
    [upsert],
  );
  useEffect(() => {
    findContactList(contactListId)
      .then(setContactList)
      .catch((err) => {
        toastError(err);
        navigate('/contact-lists');
      });
  }, [contactListId, navigate]);

  useCompanyEvent<ItemEvent>('ContactListItem', (event) => {
    if (event.action === 'delete') remove(event.id);
    else if (event.record.contactListId === contactListId) show(event.record);
  });
  // the check's batches: rows on screen change; an upload's new rows come with reload(), not one by one
  useCompanyEvent<ItemsReload>(`ContactListItem-${contactListId}`, (event) => {
    // an upload's answers for rows not on screen are not kept: a 5,000-row list would fill it
    if (checked.current.size > 1000) checked.current.clear();
    for (const record of event.records ?? []) {
      if (event.records.length <= 100 || shown.current.has(record.id)) checked.current.set(record.id, record);
      if (shown.current.has(record.id)) upsert(record);
    }
  });

  const columns: Column<ContactListItem>[] = [
    {
      key: 'valid',
      header: '',
      align: 'center',
      width: 44,
      render: (item) => <ValidityIcon valid={item.isWhatsappValid} />,
    },
    {
      key: 'name',
      header: t('items.name'),
      render: (item) => (
        <span className="cl-ellipsis" title={item.name}>
          {item.name}
        </span>
      ),
    },
    { key: 'number', header: t('items.number'), width: '24%', render: (item) => item.number },
    {
      key: 'email',
      header: t('items.email'),
      width: '28%',
      render: (item) => (
        <span className="cl-ellipsis" title={item.email ?? ''}>
          {item.email}
        </span>
      ),
    },
    {
      key: 'actions',
      header: t('kit:common.actions'),
      align: 'right',
      width: 100,
      render: (item) => (
        <span className="cl-actions">
          <EditButton onClick={() => setDialog({ open: true, editing: item })} />
          <DeleteButton onClick={() => setDeleting(item)} />
        </span>
      ),
    },
  ];

  return (
    <div className="cl-page" data-testid="contact-list-items-page">
      <ListPage
        title={
          <span className="cl-title">
            <Button
              variant="minimal"
              icon="arrow-left"
              aria-label={t('back')}
              onClick={() => navigate('/contact-lists')}
            />
            <span className="cl-ellipsis">{contactList?.name ?? t('title')}</span>
          </span>
        }
        search={list.search}
        onSearch={list.setSearch}
        columns={columns}
        items={list.items}
        rowKey={(item) => item.id}
        loading={list.loading}
        onScroll={list.onScroll}
        actions={
          <span className="cl-toolbar">
            <Button
              variant="minimal"
              icon="download"
              text={t('upload.example')}
              title={t('upload.example')}
              data-testid="contact-list-example"
              onClick={() => void downloadExample().catch(toastError)}
            />
            <UploadSheetButton contactListId={contactListId} onDone={reload} />
            <Button
              intent="primary"
              icon="add"
              text={t('items.add')}
              title={t('items.add')}
              data-testid="add-contact-list-item"
              onClick={() => setDialog({ open: true, editing: null })}
            />
          </span>
        }
      />
      <ContactListItemDialog
        isOpen={dialog.open}
        contactListId={contactListId}
        editing={dialog.editing}
        onClose={() => setDialog((d) => ({ ...d, open: false }))}
        onSaved={show}
      />
      <DeleteDialog
        item={deleting}
        title={deleting?.name}
        onClose={() => setDeleting(null)}
        remove={deleteContactListItem}
        onRemoved={remove}
        deletedText={t('kit:toasts.saved')}
      />
    </div>
  );
}
