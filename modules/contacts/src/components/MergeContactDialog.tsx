import { DialogBody, InputGroup, Menu, MenuItem, NonIdealState } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber, toastError, toastSuccess, useDebounced, Dialog, SaveFooter } from '@balcao/kit';
import { effectiveSearch, fetchContacts, mergeContacts, type Contact } from '../api';
import { ContactAvatar } from './ContactAvatar';

interface MergeContactDialogProps {
  /** the contact that stays; the one picked here is merged into it */
  keep: Contact | null;
  onClose(): void;
  onMerged(kept: Contact, mergedId: number): void;
}

/**
 * "Mesclar contato": pick, by search, the other record of the same person (a LID and a number); its tickets,
 * messages, tags and notes move to this contact and it is deleted (POST /contacts/:id/merge). The host keys it
 * by the kept contact's id, so each opening starts with an empty search and nothing picked.
 */
export function MergeContactDialog({ keep, onClose, onMerged }: MergeContactDialogProps) {
  const { t } = useTranslation('contacts');
  const [typed, setTyped] = useState('');
  const search = useDebounced(effectiveSearch(typed));
  const [found, setFound] = useState<Contact[]>([]);
  const [picked, setPicked] = useState<Contact | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!keep) return;
    const abort = new AbortController();
    fetchContacts(search, 1, abort.signal)
      .then((page) => setFound(page.contacts.filter((c) => c.id !== keep.id && !c.isGroup)))
      .catch((error: unknown) => {
        if (!abort.signal.aborted) toastError(error);
      });
    return () => abort.abort();
  }, [keep, search]);

  const onMerge = async () => {
    if (!keep || !picked) return;
    setSaving(true);
    try {
      const kept = await mergeContacts(keep.id, picked.id);
      toastSuccess(t('merge.done'));
      onMerged(kept, picked.id);
      onClose();
    } catch (error) {
      toastError(error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog
      isOpen={Boolean(keep)}
      onClose={onClose}
      title={t('merge.title')}
      icon="git-merge"
      className="ct-merge"
    >
      <DialogBody>
        <div data-testid="merge-dialog">
          <p className="ct-merge__intro">{t('merge.intro', { name: keep?.name ?? '' })}</p>
          <InputGroup
            leftIcon="search"
            placeholder={t('merge.search')}
            aria-label={t('merge.search')}
            value={typed}
            autoFocus
            data-testid="merge-search"
            onValueChange={setTyped}
          />
          <div className="ct-merge__results">
            {found.length === 0 ? (
              <NonIdealState icon="search" description={t('merge.none')} />
            ) : (
              <Menu>
                {found.map((c) => (
                  <MenuItem
                    key={c.id}
                    icon={<ContactAvatar contact={c} size={28} />}
                    text={
                      <span className="ct-merge__item">
                        <span>{c.name}</span>
                        <span className="bp6-text-muted">{formatNumber(c.number)}</span>
                      </span>
                    }
                    active={picked?.id === c.id}
                    labelElement={picked?.id === c.id ? <span aria-hidden>✓</span> : undefined}
                    data-testid="merge-option"
                    onClick={() => setPicked(c)}
                  />
                ))}
              </Menu>
            )}
          </div>
          {picked && (
            <p className="ct-merge__warning bp6-text-muted" data-testid="merge-summary">
              {t('merge.summary', { other: picked.name, name: keep?.name ?? '' })}
            </p>
          )}
        </div>
      </DialogBody>
      <SaveFooter
        onCancel={onClose}
        intent="warning"
        icon="git-merge"
        text={t('merge.submit')}
        disabled={!picked}
        submitting={saving}
        testId="merge-submit"
        onSubmit={() => void onMerge()}
      />
    </Dialog>
  );
}
