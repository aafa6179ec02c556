import { Checkbox, Classes, DialogBody, FormGroup, InputGroup } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, TextField, useLoad, useSession, Dialog, SaveFooter, filterBySearch } from '@balcao/kit';
import { createChat, listUsers, updateChat, type Chat, type UserOption } from '../api';

interface ChatDialogProps {
  isOpen: boolean;
  /** null: a new chat */
  editing: Chat | null;
  onClose: () => void;
  onSaved: (chat: Chat, created: boolean) => void;
}

type Errors = { title?: string; users?: string };
const NO_USERS: UserOption[] = [];

/** Spec §2 new/edit dialog: a title and the users to chat with (the owner is always in it). */
export function ChatDialog({ isOpen, editing, onClose, onSaved }: ChatDialogProps) {
  const { t } = useTranslation('chats');
  const { user } = useSession();
  const [title, setTitle] = useState('');
  const [chosen, setChosen] = useState<number[]>([]);
  const [filter, setFilter] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);

  // reset when opened, from the chat being edited (its members but the owner)
  const [openedFor, setOpenedFor] = useState<string | null>(null);
  const key = isOpen ? String(editing?.id ?? 'new') : null;
  if (key !== openedFor) {
    setOpenedFor(key);
    if (key) {
      setTitle(editing?.title ?? '');
      setChosen((editing?.users ?? []).map((u) => u.userId).filter((id) => id !== user?.id));
      setFilter('');
      setErrors({});
    }
  }
  // read at each opening; the last opening's list shows meanwhile, and stays if a read fails
  const users = useLoad(isOpen ? 'open' : null, listUsers, { onError: () => undefined })[0] ?? NO_USERS;

  const others = users.filter((u) => u.id !== user?.id);
  const shown = filterBySearch(others, filter.trim().toLowerCase(), (u) => u.name);
  const toggle = (id: number) => {
    setChosen((ids) => (ids.includes(id) ? ids.filter((i) => i !== id) : [...ids, id]));
    setErrors((e) => ({ ...e, users: undefined }));
  };

  const save = async () => {
    const found: Errors = {};
    if (!title.trim()) found.title = t('dialog.titleRequired');
    if (!chosen.length) found.users = t('dialog.usersRequired');
    setErrors(found);
    if (found.title || found.users) return;
    const data = {
      title: title.trim(),
      users: others.filter((u) => chosen.includes(u.id)).map((u) => ({ id: u.id, name: u.name })),
    };
    setSaving(true);
    try {
      const chat = editing ? await updateChat(editing.id, data) : await createChat(data);
      onSaved(chat, !editing);
      onClose();
    } catch (error) {
      // spec §8: chat request errors are swallowed; a field the server named still shows under its input
      if (error instanceof ApiError && error.fields) setErrors(error.fields as Errors);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog
      isOpen={isOpen}
      onClose={onClose}
      title={editing ? t('dialog.editTitle') : t('dialog.newTitle')}
      icon="chat"
      className="ch-dialog"
    >
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <DialogBody>
          <TextField
            label={t('dialog.title')}
            name="title"
            value={title}
            error={errors.title}
            autoFocus
            data-testid="chat-title"
            onChange={(v) => {
              setTitle(v);
              setErrors((e) => ({ ...e, title: undefined }));
            }}
          />
          <FormGroup
            label={t('dialog.users')}
            helperText={errors.users}
            intent={errors.users ? 'danger' : 'none'}
            className="ch-dialog__users"
          >
            <InputGroup
              leftIcon="search"
              type="search"
              placeholder={t('dialog.filter')}
              value={filter}
              onValueChange={setFilter}
              data-testid="chat-users-filter"
            />
            <div className={`ch-dialog__user-list ${Classes.ELEVATION_0}`} data-testid="chat-users">
              {shown.map((u) => (
                <div key={u.id} data-testid="chat-user-option">
                  <Checkbox label={u.name} checked={chosen.includes(u.id)} onChange={() => toggle(u.id)} />
                </div>
              ))}
              {!shown.length && <span className="bp6-text-muted">{t('kit:common.empty')}</span>}
            </div>
          </FormGroup>
        </DialogBody>
        <SaveFooter
          onCancel={onClose}
          cancelText={t('kit:common.close')}
          icon={null}
          submitting={saving}
          testId="chat-save"
        />
      </form>
    </Dialog>
  );
}
