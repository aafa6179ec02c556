import { Button, DialogBody, DialogFooter, FormGroup, InputGroup } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import {
  api,
  maxLength,
  minLength,
  required,
  TextField,
  toastSuccess,
  useForm,
  useSession,
  Dialog,
} from '@balcao/kit';
import { fieldProps } from '../pages/field-props';

/** Spec §2 top bar: a user modal where only the password is editable (the current one is asked first). */
export function UserModal({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const { t } = useTranslation('shell');
  const { user } = useSession();
  const form = useForm(
    { currentPassword: '', password: '' },
    { currentPassword: [required()], password: [required(), minLength(5), maxLength(50)] },
    async ({ currentPassword, password }, helpers) => {
      await api.put(`/users/${user?.id}`, { password, currentPassword });
      toastSuccess(t('user.saved'));
      helpers.reset();
      onClose();
    },
  );
  return (
    <Dialog isOpen={isOpen} onClose={onClose} title={t('user.title')} icon="user">
      <form noValidate onSubmit={(e) => void form.handleSubmit(e)}>
        <DialogBody>
          <FormGroup label={t('user.name')}>
            <InputGroup value={user?.name ?? ''} disabled />
          </FormGroup>
          <FormGroup label={t('user.email')}>
            <InputGroup value={user?.email ?? ''} disabled />
          </FormGroup>
          <TextField
            label={t('user.currentPassword')}
            {...fieldProps(form, 'currentPassword')}
            type="password"
            autoComplete="current-password"
          />
          <TextField
            label={t('user.password')}
            {...fieldProps(form, 'password')}
            type="password"
            autoComplete="new-password"
          />
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text={t('kit:common.cancel')} onClick={onClose} />
              <Button type="submit" intent="primary" text={t('kit:common.save')} loading={form.submitting} />
            </>
          }
        />
      </form>
    </Dialog>
  );
}
