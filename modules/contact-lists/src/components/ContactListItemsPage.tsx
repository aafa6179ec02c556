import { Button } from '@blueprintjs/core';
import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import {
  Ellipsis,
  email,
  maxLength,
  minLength,
  RecordDialog,
  required,
  ResourcePage,
  toastError,
  useCompanyEvent,
  useInfiniteList,
  useLoad,
  type Column,
  IconButton,
} from '@balcao/kit';
import {
  createContactListItem,
  deleteContactListItem,
  downloadExample,
  findContactList,
  fetchItemPage,
  updateContactListItem,
  type ContactListItem,
} from '../api';
import { UploadSheetButton } from './UploadSheetButton';
import { ValidityIcon } from './ValidityIcon';

const EMPTY = { name: '', number: '', email: '' };
type Values = typeof EMPTY;
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
  // a list that cannot be read is told and left
  const [contactList] = useLoad(contactListId, () => findContactList(contactListId), {
    onError: (err) => {
      toastError(err);
      navigate('/contact-lists');
    },
  });
  // the list id is a filter: another list starts again at page 1
  const list = useInfiniteList<ContactListItem, { contactListId: number }>(fetchItemPage, {
    filters: { contactListId },
  });
  const { upsert, reload, items } = list;
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
      render: (item) => <Ellipsis text={item.name} />,
    },
    { key: 'number', header: t('items.number'), width: '24%', render: (item) => item.number },
    {
      key: 'email',
      header: t('items.email'),
      width: '28%',
      render: (item) => <Ellipsis text={item.email ?? ''} />,
    },
  ];

  return (
    <ResourcePage<ContactListItem>
      title={
        <span className="cl-title">
          <IconButton icon="arrow-left" label={t('back')} onClick={() => navigate('/contact-lists')} />
          <span className="kit-ellipsis">{contactList?.name ?? t('title')}</span>
        </span>
      }
      prefix="cl"
      testId="contact-list-items-page"
      list={list}
      columns={columns}
      realtime={{ event: 'ContactListItem', accept: (record) => record.contactListId === contactListId }}
      onUpsert={show}
      add={{ record: 'contact-list-item', label: t('items.add'), title: true }}
      tools={
        <>
          <Button
            variant="minimal"
            icon="download"
            text={t('upload.example')}
            title={t('upload.example')}
            data-testid="contact-list-example"
            onClick={() => void downloadExample().catch(toastError)}
          />
          <UploadSheetButton contactListId={contactListId} onDone={reload} />
        </>
      }
      remove={deleteContactListItem}
      deleteTitle={(item) => item.name}
      deletedText={t('kit:toasts.saved')}
      dialog={(props) => (
        // name 2-50, number 8-50, a valid email or none (spec §5)
        <RecordDialog<Values, ContactListItem>
          {...props}
          title={props.editing ? t('itemDialog.edit') : t('itemDialog.add')}
          icon="person"
          initial={EMPTY}
          fromRecord={(item) => ({ name: item.name, number: item.number, email: item.email ?? '' })}
          save={(values, id) => {
            const data = {
              name: values.name.trim(),
              number: values.number.trim(),
              email: values.email.trim() || null,
              contactListId,
            };
            return id ? updateContactListItem(id, data) : createContactListItem(data);
          }}
          fields={[
            { name: 'name', label: t('itemDialog.name'), rules: [required(), minLength(2), maxLength(50)] },
            {
              name: 'number',
              label: t('itemDialog.number'),
              placeholder: '5511999999999',
              rules: [required(), minLength(8), maxLength(50)],
            },
            { name: 'email', label: t('itemDialog.email'), type: 'email', rules: [email()] },
          ]}
        />
      )}
    />
  );
}
