import { Button } from '@blueprintjs/core';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  csvText,
  downloadCsv,
  formatNumber,
  IconButton,
  ResourcePage,
  showToast,
  toastError,
  useInfiniteList,
  useSession,
  type Column,
} from '@balcao/kit';
import {
  deleteContact,
  MIN_SEARCH,
  fetchAllContacts,
  fetchContactPage,
  importContacts,
  type Contact,
} from '../api';
import { useStartTicket } from '../useStartTicket';
import { ContactAvatar } from './ContactAvatar';
import { ContactDialog } from './ContactDialog';
import { MergeContactDialog } from './MergeContactDialog';

/** Spec §2 Contacts: the searched, endless list with import, export, add, and a conversation per contact. */
export function ContactsPage() {
  const { t } = useTranslation('contacts');
  const { isAdmin, isSuper, user } = useSession();
  // the merge route is for admins and supervisors
  const canMerge = isAdmin || isSuper || user?.profile === 'supervisor';
  const [merging, setMerging] = useState<Contact | null>(null);
  // the list searches only from 3 characters (spec §5), so 1 or 2 leave it unfiltered
  const list = useInfiniteList<Contact>(fetchContactPage, { minSearch: MIN_SEARCH });
  const [busy, setBusy] = useState<'import' | 'export' | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const startTicket = useStartTicket();
  const { upsert, remove, reload } = list;

  // a contact new to the list joins it only when it answers the search in force
  const answersSearch = (contact: Contact) => {
    const term = list.searchParam;
    const listed = list.items.some((c) => c.id === contact.id);
    return listed || !term || contact.name.toLowerCase().includes(term) || contact.number.includes(term);
  };

  const run = async (what: 'import' | 'export', work: () => Promise<void>) => {
    setBusy(what);
    try {
      await work();
    } catch (error) {
      toastError(error);
    } finally {
      setBusy(null);
    }
  };
  const onImport = (file: File | undefined) =>
    file &&
    run('import', async () => {
      try {
        const result = await importContacts(file);
        showToast(
          t('toasts.imported', { imported: result.imported, skipped: result.skipped }),
          'success',
          3000,
        );
        reload();
      } finally {
        if (fileInput.current) fileInput.current.value = '';
      }
    });
  const onExport = () =>
    run('export', async () => {
      // spec §2 Contacts: a header line, then name, number and email of each contact (csvText: BOM, ';', CRLF)
      const rows = (await fetchAllContacts()).map((c) => [c.name, c.number, c.email ?? '']);
      downloadCsv(csvText([['name', 'number', 'email'], ...rows]), 'contatos.csv');
    });

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
  ];
  const rowActions = (c: Contact) => (
    <>
      <IconButton
        icon="chat"
        intent="primary"
        label={t('startChat')}
        data-testid="start-chat"
        onClick={() => void startTicket(c.id)}
        tooltip={{ placement: 'top' }}
      />
      {canMerge && !c.isGroup && (
        <IconButton
          icon="git-merge"
          label={t('merge.action')}
          data-testid="merge-contact"
          onClick={() => setMerging(c)}
          tooltip={{ placement: 'top' }}
        />
      )}
    </>
  );
  const tool = (what: 'import' | 'export') => (
    <Button
      icon={what}
      text={t(what)}
      aria-label={t(what)}
      title={t(what)}
      loading={busy === what}
      data-testid={`${what}-contacts`}
      onClick={what === 'import' ? () => fileInput.current?.click() : () => void onExport()}
    />
  );

  return (
    <ResourcePage<Contact>
      prefix="ct"
      testId="contacts-page"
      list={list}
      columns={columns}
      realtime={{ event: 'contact', record: 'contact', id: 'contactId', accept: answersSearch }}
      add={{ record: 'contact', title: true }}
      tools={
        <>
          <input
            ref={fileInput}
            type="file"
            accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            hidden
            data-testid="import-file"
            onChange={(e) => void onImport(e.target.files?.[0])}
          />
          {tool('import')}
          {tool('export')}
        </>
      }
      actionsWidth={96 + (isAdmin ? 36 : 0) + (canMerge ? 36 : 0)}
      rowActions={rowActions}
      // spec §6 contacts-page:deleteContact is an admin permission
      canDelete={() => isAdmin}
      dialog={({ editing, ...props }) => <ContactDialog {...props} contactId={editing?.id} />}
      remove={deleteContact}
      deletedText={t('kit:toasts.saved')}
      deleteError={() => showToast(t('kit:toasts.deleteFailed'), 'danger')}
    >
      <MergeContactDialog
        key={merging?.id ?? 0}
        keep={merging}
        onClose={() => setMerging(null)}
        onMerged={(kept, mergedId) => {
          remove(mergedId);
          upsert(kept);
        }}
      />
    </ResourcePage>
  );
}
