import { Icon } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { ResourcePage, type Column } from '@balcao/kit';
import { deleteFileList, fetchFileListPage, type FileList } from '../api';
import { FileListDialog } from './FileListDialog';

/** Spec §2 File lists: a searchable infinite list with the name column, kept live by company-{id}-file. */
export function FilesPage() {
  const { t } = useTranslation('files');
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
  ];

  return (
    <ResourcePage<FileList>
      prefix="fl"
      testId="files-page"
      fetchPage={fetchFileListPage}
      columns={columns}
      // Whaticket's `company-{id}-file`: `{ action, files }` or `{ action: 'delete', fileId }`
      realtime={{ event: 'file', record: 'files', id: 'fileId' }}
      toTop
      add="file-list"
      dialog={(props) => <FileListDialog {...props} />}
      remove={deleteFileList}
      deleteTitle={(fl) => fl.name}
    />
  );
}
