import { Button, Icon } from '@blueprintjs/core';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DeleteDialog,
  DeleteButton,
  EditButton,
  ListPage,
  useCompanyEvent,
  useInfiniteList,
  type Column,
} from '@balcao/kit';
import { deleteFileList, fetchFileListPage, type FileList } from '../api';
import { FileListDialog } from './FileListDialog';

/** Whaticket's `company-{id}-file`: `{ action, files }` or `{ action: 'delete', fileId }`. */
type FileListEvent = { action: 'create' | 'update'; files: FileList } | { action: 'delete'; fileId: number };

/** Spec §2 File lists: a searchable infinite list with the name column, kept live by company-{id}-file. */
export function FilesPage() {
  const { t } = useTranslation('files');
  const list = useInfiniteList<FileList>(fetchFileListPage);
  const [dialog, setDialog] = useState<{ open: boolean; editingId: number | null }>({
    open: false,
    editingId: null,
  });
  const [deleting, setDeleting] = useState<FileList | null>(null);
  const { upsert, remove } = list;
  const saved = useCallback((fl: FileList) => upsert(fl, { toTop: true }), [upsert]);

  useCompanyEvent<FileListEvent>('file', (event) => {
    if (event.action === 'delete') remove(event.fileId);
    else upsert(event.files, { toTop: true });
  });

  const columns: Column<FileList>[] = [
    {
      key: 'name',
      header: t('table.name'),
      render: (fl) => (
        <span className="fl-name" title={fl.name}>
          <Icon icon="folder-close" size={14} />
          <span>{fl.name}</span>
        </span>
      ),
    },
    {
      key: 'actions',
      header: t('kit:common.actions'),
      align: 'right',
      width: 100,
      render: (fl) => (
        <span className="fl-actions">
          <EditButton onClick={() => setDialog({ open: true, editingId: fl.id })} />
          <DeleteButton onClick={() => setDeleting(fl)} />
        </span>
      ),
    },
  ];

  return (
    <div className="fl-page" data-testid="files-page">
      <ListPage
        title={t('title')}
        search={list.search}
        onSearch={list.setSearch}
        columns={columns}
        items={list.items}
        rowKey={(fl) => fl.id}
        loading={list.loading}
        onScroll={list.onScroll}
        actions={
          <Button
            intent="primary"
            icon="add"
            text={t('add')}
            data-testid="add-file-list"
            onClick={() => setDialog({ open: true, editingId: null })}
          />
        }
      />
      <FileListDialog
        isOpen={dialog.open}
        editingId={dialog.editingId}
        onClose={() => setDialog((d) => ({ ...d, open: false }))}
        onSaved={saved}
      />
      <DeleteDialog
        item={deleting}
        title={deleting?.name}
        onClose={() => setDeleting(null)}
        remove={deleteFileList}
        onRemoved={remove}
        deletedText={t('deleted')}
      />
    </div>
  );
}
