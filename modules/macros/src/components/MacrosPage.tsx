import { useTranslation } from 'react-i18next';
import { kindLabel, ResourcePage, Tag, useNarrow, useSession, wholeList, type Column } from '@balcao/kit';
import { deleteMacro, listMacros, type Macro } from '../api';
import { useActionChoices } from '../useActionChoices';
import { MacroDialog } from './MacroDialog';

const fetchMacros = wholeList(listMacros, (m: Macro) => m.name);

/**
 * /macros (issue 34): the company's shared macros and the user's personal ones. Admins write the shared ones;
 * everyone writes their own.
 */
export function MacrosPage() {
  const { t, i18n } = useTranslation('macros');
  const { isAdmin, isSuper } = useSession();
  const narrow = useNarrow();
  const { kinds } = useActionChoices(true);
  const mayWrite = (m: Macro) => (m.visibility === 'shared' ? isAdmin || isSuper : m.mine);

  const columns: Column<Macro>[] = [
    { key: 'name', header: t('table.name'), render: (m) => <strong>{m.name}</strong> },
    {
      key: 'visibility',
      header: t('table.visibility'),
      width: 130,
      render: (m) => (
        <Tag minimal intent={m.visibility === 'shared' ? 'primary' : 'none'}>
          {t(`visibility.${m.visibility}`)}
        </Tag>
      ),
    },
    {
      key: 'actions',
      header: t('table.actions'),
      render: (m) => (
        <span className="mc-summary">
          {m.actions.map((a) => kindLabel(kinds, a.kind, i18n.language)).join(' → ')}
        </span>
      ),
    },
  ];

  return (
    <ResourcePage<Macro>
      prefix="mc"
      testId="macros-page"
      fetchPage={fetchMacros}
      columns={narrow ? columns.filter((c) => c.key !== 'actions') : columns}
      add="macro"
      canEdit={mayWrite}
      canDelete={mayWrite}
      dialog={(props) => <MacroDialog {...props} />}
      remove={deleteMacro}
      deleteTitle={(m) => t('confirmDelete', { name: m.name })}
    />
  );
}
