import { useTranslation } from 'react-i18next';
import {
  maxLength,
  nonEmpty,
  RecordDialog,
  TicketActionsEditor,
  required,
  upsert,
  useSession,
  type ResourceDialogProps,
} from '@balcao/kit';
import { createMacro, updateMacro, type Macro, type MacroValues } from '../api';
import { useActionChoices } from '../useActionChoices';

/** Add or change a macro: its name, who sees it (shared: admins only) and its actions in order. */
export function MacroDialog(props: ResourceDialogProps<Macro>) {
  const { t } = useTranslation('macros');
  const { isAdmin, isSuper } = useSession();
  const mayShare = isAdmin || isSuper;
  const choices = useActionChoices(props.isOpen);
  const initial: MacroValues = { name: '', visibility: mayShare ? 'shared' : 'personal', actions: [] };
  return (
    <RecordDialog<MacroValues, Macro>
      {...props}
      icon="clean"
      initial={initial}
      save={upsert(createMacro, updateMacro, (values: MacroValues) => ({
        ...values,
        name: values.name.trim(),
      }))}
      rules={{ actions: [nonEmpty(t('editor.atLeastOne'))] }}
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
