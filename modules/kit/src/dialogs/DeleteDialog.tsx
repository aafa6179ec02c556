import { useTranslation } from 'react-i18next';
import { toastError, toastSuccess } from '../toast';
import { ConfirmDialog } from './ConfirmDialog';

interface DeleteDialogProps<T extends { id: number }> {
  /** the row asked about; null while closed */
  item: T | null;
  /** the heading, usually the row's name */
  title?: string;
  onClose: () => void;
  /** the API call that deletes it */
  remove: (id: number) => Promise<unknown>;
  /** drops the row from the list once the server said yes */
  onRemoved: (id: number) => void;
  /** the success toast; the kit's 'deleted' text by default */
  deletedText?: string;
  /** shows a failure; the kit's error toast by default */
  onError?: (error: unknown) => void;
}

/** A list row's delete: the spec's confirmation, the call, the row dropped and the toast, or the error's toast. */
export function DeleteDialog<T extends { id: number }>({
  item,
  title,
  onClose,
  remove,
  onRemoved,
  deletedText,
  onError = toastError,
}: DeleteDialogProps<T>) {
  const { t } = useTranslation('kit');
  return (
    <ConfirmDialog
      isOpen={Boolean(item)}
      title={title}
      onClose={onClose}
      onConfirm={() => {
        if (!item) return;
        const id = item.id;
        remove(id)
          .then(() => {
            onRemoved(id);
            toastSuccess(deletedText ?? t('toasts.deleted'));
          })
          .catch(onError);
      }}
    />
  );
}
