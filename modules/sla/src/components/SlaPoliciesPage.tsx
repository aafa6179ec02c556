import { Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { ResourcePage, useInfiniteList, useNarrow, wholeList, type Column } from '@balcao/kit';
import { deletePolicy, listPolicies, type Policy } from '../api';
import { PolicyDialog } from './PolicyDialog';

const fetchPolicies = wholeList(listPolicies, (p: Policy) => `${p.name} ${p.targetName ?? ''}`);

/** /sla (issue 34): the company's SLA policies, what each applies to and its targets; add, edit, delete. */
export function SlaPoliciesPage() {
  const { t } = useTranslation('sla');
  const list = useInfiniteList(fetchPolicies);
  const narrow = useNarrow();
  const minutes = (m: number | null) => (m === null ? '—' : t('minutes', { count: m }));
  const target = (name: 'firstResponse' | 'nextResponse' | 'resolution'): Column<Policy> => ({
    key: name,
    header: t(`table.${name}`),
    width: 130,
    render: (p) => minutes(p[`${name}Minutes`]),
  });
  const columns: Column<Policy>[] = [
    { key: 'name', header: t('table.name'), render: (p) => <strong>{p.name}</strong> },
    {
      key: 'appliesTo',
      header: t('table.appliesTo'),
      render: (p) =>
        p.appliesTo === 'company'
          ? t('appliesTo.company')
          : `${t(`appliesTo.${p.appliesTo}`)}: ${p.targetName ?? t('table.gone')}`,
    },
    target('firstResponse'),
    target('nextResponse'),
    target('resolution'),
    {
      key: 'hours',
      header: t('table.hours'),
      width: 150,
      render: (p) => (
        <Tag minimal intent={p.businessHours ? 'primary' : 'none'}>
          {t(p.businessHours ? 'table.businessHours' : 'table.allHours')}
        </Tag>
      ),
    },
  ];
  return (
    <ResourcePage<Policy>
      prefix="sla"
      testId="sla-page"
      list={list}
      search={false}
      columns={narrow ? columns.filter((c) => c.key === 'name' || c.key === 'firstResponse') : columns}
      realtime={{ event: 'slaPolicy' }}
      add="sla-policy"
      dialog={(props) => <PolicyDialog {...props} />}
      remove={deletePolicy}
      deleteTitle={(p) => t('confirmDelete', { name: p.name })}
    />
  );
}
