import { Button, Tag, Tooltip } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import {
  formatDate,
  ResourcePage,
  showToast,
  toastError,
  toastSuccess,
  type Column,
  useInfiniteList,
  useLoad,
  wholeList,
} from '@balcao/kit';
import { advanceDueDate, deleteCompany, listCompanies, listPlans, type Company } from '../api';
import { companyRowTone } from '../companyRow';
import { CompanyForm } from './CompanyForm';

const text = (c: Company) => `${c.name} ${c.email ?? ''} ${c.phone ?? ''}`;
const fetchWhole = wholeList((signal) => listCompanies(signal), text);

/** Super-admin companies: form plus list, '+ Vencimento' and due-date row colours (spec §2). */
export function CompaniesTab() {
  const { t } = useTranslation('settings');
  const list = useInfiniteList(fetchWhole);
  const [plans = []] = useLoad('plans', listPlans);
  const { reload } = list;
  const advance = (company: Company) =>
    advanceDueDate(company.id)
      .then((updated) => {
        toastSuccess(t('companies.advanced', { date: formatDate(updated.dueDate) }));
        reload();
      })
      .catch(toastError);

  const columns: Column<Company>[] = [
    { key: 'name', header: t('companies.name'), render: (c) => c.name },
    { key: 'email', header: t('companies.email'), render: (c) => c.email },
    {
      key: 'plan',
      header: t('companies.planId'),
      render: (c) => c.plan?.name ?? plans.find((p) => p.id === c.planId)?.name,
    },
    {
      key: 'status',
      header: t('companies.status'),
      render: (c) => (
        <Tag minimal intent={c.status ? 'success' : 'none'}>
          {c.status ? t('kit:common.yes') : t('kit:common.no')}
        </Tag>
      ),
    },
    { key: 'createdAt', header: t('companies.createdAt'), render: (c) => formatDate(c.createdAt, true) },
    { key: 'dueDate', header: t('companies.dueDate'), render: (c) => formatDate(c.dueDate, true) },
    {
      key: 'recurrence',
      header: t('companies.recurrence'),
      render: (c) => (c.recurrence ? t(`recurrence.${c.recurrence}`) : ''),
    },
  ];
  const tone = (c: Company) => {
    const found = companyRowTone(c.dueDate);
    return found ? `kit-row--${found}` : undefined;
  };

  return (
    <ResourcePage<Company>
      title={t('tabs.companies')}
      prefix="st"
      list={list}
      columns={columns}
      rowClassName={tone}
      actionsWidth={190}
      rowActions={(c) => (
        <Tooltip content={t('companies.advanceHint')}>
          <Button
            size="small"
            variant="outlined"
            text={t('companies.advance')}
            data-testid="advance-due-date"
            onClick={() => void advance(c)}
          />
        </Tooltip>
      )}
      editor={(editing, done) => (
        <CompanyForm
          editing={editing}
          plans={plans}
          onDone={() => {
            done();
            reload();
          }}
        />
      )}
      remove={deleteCompany}
      onDeleted={reload}
      deletedText={t('kit:toasts.saved')}
      deleteError={() => showToast(t('kit:toasts.deleteFailed'), 'danger')}
    />
  );
}
