import { Button, Checkbox, DialogBody, DialogFooter, FormGroup, HTMLSelect, Switch } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  email,
  maxLength,
  minLength,
  required,
  TextField,
  toastSuccess,
  useForm,
  useSession,
  type Queue,
  type Rule,
  Dialog,
} from '@balcao/kit';
import {
  createUser,
  listConnections,
  listQueues,
  PROFILES,
  updateUser,
  type Connection,
  type Profile,
  type UserInput,
  type UserRow,
} from '../api';

interface Values {
  name: string;
  email: string;
  password: string;
  currentPassword: string;
  profile: Profile;
  super: boolean;
  queueIds: number[];
  whatsappId: string;
  allTicket: boolean;
}

const fromUser = (u: UserRow | null): Values => ({
  name: u?.name ?? '',
  email: u?.email ?? '',
  password: '',
  currentPassword: '',
  profile: u?.profile ?? 'user',
  super: u?.super ?? false,
  queueIds: u?.queues.map((q) => q.id) ?? [],
  whatsappId: u?.whatsappId ? String(u.whatsappId) : '',
  allTicket: u?.allTicket === 'enable',
});

/** Add or edit a user (spec §2 Dialogs; §5 rules; §6 user-modal:editProfile and editQueues for admins). */
export function UserDialog({
  editing,
  onClose,
  onSaved,
}: {
  editing: UserRow | null;
  onClose: () => void;
  onSaved: (user: UserRow) => void;
}) {
  const { t } = useTranslation('users');
  const { user: me, isAdmin, isSuper } = useSession();
  const canManage = isAdmin || isSuper;
  const isSelf = editing !== null && editing.id === me?.id;
  const [queues, setQueues] = useState<Queue[]>([]);
  const [connections, setConnections] = useState<Connection[]>([]);

  // spec §5: password 5 to 50, required on create; on edit an empty one keeps the current password
  const passwordRules: Rule<Values>[] = editing
    ? [minLength(5), maxLength(50)]
    : [required(), minLength(5), maxLength(50)];
  const form = useForm<Values>(
    fromUser(editing),
    {
      name: [required(), minLength(2), maxLength(50)],
      email: [required(), email()],
      password: passwordRules,
      currentPassword: [
        (v, values) => (isSelf && values.password && !v ? t('kit:validation.required') : undefined),
      ],
    },
    async (values) => {
      const input: UserInput = { name: values.name.trim(), email: values.email.trim() };
      if (values.password) input.password = values.password;
      if (isSelf && values.password) input.currentPassword = values.currentPassword;
      if (canManage) {
        input.profile = values.profile;
        input.queueIds = values.queueIds;
        input.whatsappId = values.whatsappId ? Number(values.whatsappId) : null;
        input.allTicket = values.allTicket ? 'enable' : 'disable';
      }
      if (isSuper) input.super = values.super;
      const saved = editing ? await updateUser(editing.id, input) : await createUser(input);
      toastSuccess(t('saved'));
      onSaved(saved);
      onClose();
    },
  );

  useEffect(() => {
    if (!canManage) return;
    let live = true;
    void Promise.all([listQueues(), listConnections()]).then(([q, c]) => {
      if (!live) return;
      setQueues(q);
      setConnections(c);
    });
    return () => {
      live = false;
    };
  }, [canManage]);

  const v = form.values;
  const toggleQueue = (id: number) =>
    form.setField(
      'queueIds',
      v.queueIds.includes(id) ? v.queueIds.filter((q) => q !== id) : [...v.queueIds, id],
    );

  return (
    <Dialog
      isOpen
      onClose={onClose}
      title={t(editing ? 'form.editTitle' : 'form.addTitle')}
      className="us-dialog"
    >
      <form noValidate onSubmit={(e) => void form.handleSubmit(e)} data-testid="user-form" autoComplete="off">
        <DialogBody>
          <div className="kit-form-grid">
            <TextField
              label={t('form.name')}
              name="name"
              value={v.name}
              error={form.errors.name}
              onChange={(value) => form.setField('name', value)}
            />
            <TextField
              label={t('form.email')}
              name="email"
              type="email"
              value={v.email}
              error={form.errors.email}
              onChange={(value) => form.setField('email', value)}
            />
            <TextField
              label={t(editing ? 'form.newPassword' : 'form.password')}
              name="password"
              type="password"
              autoComplete="new-password"
              value={v.password}
              error={form.errors.password}
              onChange={(value) => form.setField('password', value)}
            />
            {isSelf && v.password ? (
              <TextField
                label={t('form.currentPassword')}
                name="currentPassword"
                type="password"
                autoComplete="current-password"
                value={v.currentPassword}
                error={form.errors.currentPassword}
                onChange={(value) => form.setField('currentPassword', value)}
              />
            ) : (
              <FormGroup label={t('form.profile')} labelFor="field-profile">
                <HTMLSelect
                  id="field-profile"
                  name="profile"
                  fill
                  disabled={!canManage}
                  value={v.profile}
                  onChange={(e) => form.setField('profile', e.target.value as Profile)}
                >
                  {PROFILES.map((p) => (
                    <option key={p} value={p}>
                      {t(`profiles.${p}`)}
                    </option>
                  ))}
                </HTMLSelect>
              </FormGroup>
            )}
          </div>
          {canManage && (
            <>
              <FormGroup label={t('form.queues')}>
                <div className="us-queues" data-testid="user-queues">
                  {queues.length === 0 && <span className="bp6-text-muted">{t('form.noQueues')}</span>}
                  {queues.map((q) => (
                    <Checkbox
                      key={q.id}
                      className="us-queue-check"
                      checked={v.queueIds.includes(q.id)}
                      onChange={() => toggleQueue(q.id)}
                      labelElement={
                        <span className="us-queue-label">
                          <span className="us-dot" style={{ backgroundColor: q.color }} aria-hidden />
                          {q.name}
                        </span>
                      }
                    />
                  ))}
                </div>
              </FormGroup>
              <div className="kit-form-grid">
                <FormGroup label={t('form.whatsappId')} labelFor="field-whatsappId">
                  <HTMLSelect
                    id="field-whatsappId"
                    name="whatsappId"
                    fill
                    value={v.whatsappId}
                    onChange={(e) => form.setField('whatsappId', e.target.value)}
                  >
                    <option value="">{t('form.none')}</option>
                    {connections.map((c) => (
                      <option key={c.id} value={c.id}>
                        {c.name}
                      </option>
                    ))}
                  </HTMLSelect>
                </FormGroup>
                <FormGroup label={t('form.allTicket')} helperText={t('form.allTicketHelp')}>
                  <Switch
                    name="allTicket"
                    data-testid="allTicket"
                    checked={v.allTicket}
                    label={t(v.allTicket ? 'form.enabled' : 'form.disabled')}
                    onChange={(e) => form.setField('allTicket', e.currentTarget.checked)}
                  />
                </FormGroup>
              </div>
              {isSuper && (
                <Switch
                  name="super"
                  checked={v.super}
                  label={t('form.super')}
                  onChange={(e) => form.setField('super', e.currentTarget.checked)}
                />
              )}
            </>
          )}
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text={t('kit:common.cancel')} onClick={onClose} />
              <Button
                type="submit"
                intent="primary"
                icon="floppy-disk"
                text={t('kit:common.save')}
                loading={form.submitting}
                data-testid="save-user"
              />
            </>
          }
        />
      </form>
    </Dialog>
  );
}
