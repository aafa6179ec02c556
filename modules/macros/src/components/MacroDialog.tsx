import { useTranslation } from 'react-i18next';
import {
  maxLength,
  RecordDialog,
  TicketActionsEditor,
  required,
  useSession,
  type ResourceDialogProps,
  type Rule,
} from '@balcao/kit';
import { createMacro, updateMacro, type Macro, type MacroInput } from '../api';
import { useActionChoices } from '../useActionChoices';

const fromMacro = (m: Macro): MacroInput => ({ name: m.name, visibility: m.visibility, actions: m.actions });

/** Add or change a macro: its name, who sees it (shared: admins only) and its actions in order. */
export function MacroDialog(props: ResourceDialogProps<Macro>) {
  const { t } = useTranslation('macros');
  const { isAdmin, isSuper } = useSession();
  const mayShare = isAdmin || isSuper;
  const choices = useActionChoices(props.isOpen);
  const someAction: Rule<MacroInput> = (value) =>
    (value as MacroInput['actions']).length ? undefined : t('editor.atLeastOne');
  const initial: MacroInput = { name: '', visibility: mayShare ? 'shared' : 'personal', actions: [] };
  return (
    <RecordDialog<MacroInput, Macro>
      {...props}
      title={t(props.editing ? 'form.edit' : 'form.add')}
      icon="clean"
      className="mc-dialog"
      testId="macro-form"
      initial={initial}
      fromRecord={fromMacro}
      save={(values, id) => {
        const data = { ...values, name: values.name.trim() };
        return id ? updateMacro(id, data) : createMacro(data);
      }}
      rules={{ actions: [someAction] }}
      fields={[
        { name: 'name', label: t('form.name'), rules: [required(), maxLength(100)] },
        {
          name: 'visibility',
          label: t('form.visibility'),
          kind: 'select',
          disabled: !mayShare,
          options: [
            { value: 'shared', label: t('visibility.shared') },
            { value: 'personal', label: t('visibility.personal') },
          ],
        },
        {
          kind: 'custom',
          key: 'actions',
          render: (form) => (
            <TicketActionsEditor
              label={t('editor.actions')}
              actions={form.values.actions}
              onChange={(actions) => form.setField('actions', actions)}
              choices={choices}
              errors={form.errors as Record<string, string | undefined>}
              testId="macro"
            />
          ),
        },
      ]}
    />
  );
}
