import { Checkbox, FormGroup, Switch } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import {
  email,
  maxLength,
  minLength,
  RecordDialog,
  required,
  useLoad,
  useSession,
  type Queue,
  type FormState,
  type ResourceDialogProps,
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

const fromUser = (u: UserRow | null) => ({
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
type Values = ReturnType<typeof fromUser>;

/** Add or edit a user (spec §2 Dialogs; §5 rules; §6 user-modal:editProfile and editQueues for admins). */
export function UserDialog(props: ResourceDialogProps<UserRow>) {
  const { t } = useTranslation('users');
  const { editing } = props;
  const { user: me, isAdmin, isSuper } = useSession();
  const canManage = isAdmin || isSuper;
  const isSelf = editing !== null && editing.id === me?.id;

  const save = (values: Values, id: number | null) => {
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
    return id ? updateUser(id, input) : createUser(input);
  };

  // the pickers' lists, for a manager only; one that fails leaves them empty
  const [lists] = useLoad(canManage ? 'lists' : null, () => Promise.all([listQueues(), listConnections()]), {
    onError: () => {},
  });
  const [queues, connections]: [Queue[], Connection[]] = lists ?? [[], []];

  const changingOwn = (v: Values) => isSelf && Boolean(v.password);
  const queueChecks = ({ values: v, setField }: FormState<Values>) => (
    <FormGroup label={t('form.queues')}>
      <div className="us-queues" data-testid="user-queues">
        {queues.length === 0 && <span className="bp6-text-muted">{t('form.noQueues')}</span>}
        {queues.map((q) => (
          <Checkbox
            key={q.id}
            className="us-queue-check"
            checked={v.queueIds.includes(q.id)}
            onChange={() =>
              setField(
                'queueIds',
                v.queueIds.includes(q.id) ? v.queueIds.filter((id) => id !== q.id) : [...v.queueIds, q.id],
              )
            }
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
  );
  const allTicket = ({ values: v, setField }: FormState<Values>) => (
    <FormGroup label={t('form.allTicket')} helperText={t('form.allTicketHelp')}>
      <Switch
        name="allTicket"
        data-testid="allTicket"
        checked={v.allTicket}
        label={t(v.allTicket ? 'form.enabled' : 'form.disabled')}
        onChange={(e) => setField('allTicket', e.currentTarget.checked)}
      />
    </FormGroup>
  );

  return (
    <RecordDialog<Values, UserRow>
      {...props}
      submitTestId="save-user"
      autoFocus={false}
      autoComplete="off"
      initial={fromUser(editing)}
      fromRecord={fromUser}
      save={save}
      savedText={t('saved')}
      fields={[
        {
          kind: 'row',
          className: 'kit-form-grid',
          fields: [
            { name: 'name', label: t('form.name'), rules: [required(), minLength(2), maxLength(50)] },
            { name: 'email', label: t('form.email'), type: 'email', rules: [required(), email()] },
            {
              name: 'password',
              label: t(editing ? 'form.newPassword' : 'form.password'),
              type: 'password',
              autoComplete: 'new-password',
              // spec §5: 5 to 50, required on create; on edit an empty one keeps the current password
              rules: [...(editing ? [] : [required<Values>()]), minLength(5), maxLength(50)],
            },
            {
              name: 'currentPassword',
              label: t('form.currentPassword'),
              type: 'password',
              autoComplete: 'current-password',
              show: changingOwn,
              rules: [(v, values) => (changingOwn(values) && !v ? t('kit:validation.required') : undefined)],
            },
            {
              kind: 'select',
              name: 'profile',
              label: t('form.profile'),
              show: (v) => !changingOwn(v),
              disabled: !canManage,
              options: PROFILES.map((p: Profile) => ({ value: p, label: t(`profiles.${p}`) })),
            },
          ],
        },
        { kind: 'custom', key: 'queues', render: (form) => canManage && queueChecks(form) },
        {
          kind: 'row',
          className: 'kit-form-grid',
          show: () => canManage,
          fields: [
            {
              kind: 'select',
              name: 'whatsappId',
              label: t('form.whatsappId'),
              options: [
                { value: '', label: t('form.none') },
                ...connections.map((c) => ({ value: String(c.id), label: c.name })),
              ],
            },
            { kind: 'custom', key: 'allTicket', render: allTicket },
          ],
        },
        { kind: 'switch', name: 'super', label: t('form.super'), show: () => canManage && isSuper },
      ]}
    />
  );
}
