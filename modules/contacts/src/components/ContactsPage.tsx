import { Button } from '@blueprintjs/core';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ConfirmDialog,
  DeleteButton,
  downloadCsv,
  EditButton,
  ListPage,
  showToast,
  toastError,
  toastSuccess,
  useCompanyEvent,
  useInfiniteList,
  useSession,
  type Column,
  IconButton,
} from '@balcao/kit';
import {
  deleteContact,
  MIN_SEARCH,
  fetchAllContacts,
  fetchContactPage,
  importContacts,
  type Contact,
} from '../api';
import { contactsCsv, CSV_FILENAME } from '../csv';
import { formatNumber } from '@balcao/kit';
import { useStartTicket } from '../useStartTicket';
import { ContactAvatar } from './ContactAvatar';
import { ContactDialog } from './ContactDialog';
import { MergeContactDialog } from './MergeContactDialog';

type ContactEvent =
  { action: 'create' | 'update'; contact: Contact } | { action: 'delete'; contactId: number };

/** Spec §2 Contacts: the searched, endless list with import, export, add, and a conversation per contact. */
export function ContactsPage() {
  const { t } = useTranslation('contacts');
  const { isAdmin, isSuper, user } = useSession();
  // the merge route is for admins and supervisors
  const canMerge = isAdmin || isSuper || user?.profile === 'supervisor';
  const [merging, setMerging] = useState<Contact | null>(null);
  // the list searches only from 3 characters (spec §5), so 1 or 2 leave it unfiltered
  const list = useInfiniteList<Contact>(fetchContactPage, { minSearch: MIN_SEARCH });
  const [dialog, setDialog] = useState<{ contactId?: number } | null>(null);
  const [deleting, setDeleting] = useState<Contact | null>(null);
  const [busy, setBusy] = useState<'import' | 'export' | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const startTicket = useStartTicket();
  const { upsert, remove, reload } = list;

  useCompanyEvent<ContactEvent>('contact', (event) => {
    if (event.action === 'delete') return remove(event.contactId);
    // a contact new to the list joins it only when it answers the search in force
    const { contact } = event;
    const term = list.searchParam;
    const listed = list.items.some((c) => c.id === contact.id);
    if (listed || !term || contact.name.toLowerCase().includes(term) || contact.number.includes(term))
      upsert(contact);
  });

  const onImport = async (file: File | undefined) => {
    if (!file) return;
    setBusy('import');
    try {
      const result = await importContacts(file);
      showToast(
        t('toasts.imported', { imported: result.imported, skipped: result.skipped }),
        'success',
        3000,
      );
      reload();
    } catch (error) {
      toastError(error);
    } finally {
      setBusy(null);
      if (fileInput.current) fileInput.current.value = '';
    }
  };

  const onExport = async () => {
    setBusy('export');
    try {
      downloadCsv(contactsCsv(await fetchAllContacts()), CSV_FILENAME);
    } catch (error) {
      toastError(error);
    } finally {
      setBusy(null);
    }
  };

  const columns: Column<Contact>[] = [
    { key: 'avatar', header: '', width: 56, render: (c) => <ContactAvatar contact={c} /> },
    {
      key: 'name',
      header: t('fields.name'),
      render: (c) => (
        <div className="ct-name">
          <span className="ct-name__text" data-testid="contact-name">
            {c.name}
          </span>
          {/* the number under the name where the number column does not fit */}
          <span className="ct-name__number bp6-text-muted">{formatNumber(c.number)}</span>
        </div>
      ),
    },
    {
      key: 'number',
      header: t('fields.whatsapp'),
      render: (c) => <span className="ct-number">{formatNumber(c.number)}</span>,
    },
    { key: 'email', header: t('fields.email'), render: (c) => c.email },
    {
      key: 'actions',
      header: t('kit:common.actions'),
      align: 'right',
      width: 96 + (isAdmin ? 36 : 0) + (canMerge ? 36 : 0),
      render: (c) => (
        <div className="ct-actions">
          <IconButton
            icon="chat"
            intent="primary"
            label={t('startChat')}
            data-testid="start-chat"
            onClick={() => void startTicket(c.id)}
            tooltip={{ placement: 'top' }}
          />
          <EditButton onClick={() => setDialog({ contactId: c.id })} />
          {canMerge && !c.isGroup && (
            <IconButton
              icon="git-merge"
              label={t('merge.action')}
              data-testid="merge-contact"
              onClick={() => setMerging(c)}
              tooltip={{ placement: 'top' }}
            />
          )}
          {/* spec §6 contacts-page:deleteContact is an admin permission */}
          {isAdmin && <DeleteButton onClick={() => setDeleting(c)} />}
        </div>
      ),
    },
  ];

  return (
    <div className="ct-page" data-testid="contacts-page">
      <ListPage
        title={t('title')}
        search={list.search}
        onSearch={list.setSearch}
        columns={columns}
        items={list.items}
        rowKey={(c) => c.id}
        loading={list.loading}
        onScroll={list.onScroll}
        actions={
          <div className="ct-toolbar">
            <input
              ref={fileInput}
              type="file"
              accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              hidden
              data-testid="import-file"
              onChange={(e) => void onImport(e.target.files?.[0])}
            />
            <Button
              icon="import"
              text={t('import')}
              aria-label={t('import')}
              title={t('import')}
              loading={busy === 'import'}
              data-testid="import-contacts"
              onClick={() => fileInput.current?.click()}
            />
            <Button
              icon="export"
              text={t('export')}
              aria-label={t('export')}
              title={t('export')}
              loading={busy === 'export'}
              data-testid="export-contacts"
              onClick={() => void onExport()}
            />
            <Button
              intent="primary"
              icon="add"
              text={t('add')}
              aria-label={t('add')}
              title={t('add')}
              data-testid="add-contact"
              onClick={() => setDialog({})}
            />
          </div>
        }
      />
      <ContactDialog
        isOpen={dialog !== null}
        contactId={dialog?.contactId}
        onClose={() => setDialog(null)}
        onSaved={(contact) => upsert(contact)}
      />
      <MergeContactDialog
        key={merging?.id ?? 0}
        keep={merging}
        onClose={() => setMerging(null)}
        onMerged={(kept, mergedId) => {
          remove(mergedId);
          upsert(kept);
        }}
      />
      <ConfirmDialog
        isOpen={Boolean(deleting)}
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          const { id } = deleting;
          deleteContact(id)
            .then(() => {
              remove(id);
              toastSuccess(t('kit:toasts.saved'));
            })
            .catch(() => showToast(t('kit:toasts.deleteFailed'), 'danger'));
        }}
      />
    </div>
  );
}
