import { Tag } from '@blueprintjs/core';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import {
  formatMoney,
  ResourcePage,
  showToast,
  type Column,
  type Plan,
  useInfiniteList,
  wholeList,
} from '@balcao/kit';
import { deletePlan, listPlans } from '../api';
import { byPlugin, useLabel } from '../declarations';
import { $registries } from '../model';
import { PlanForm } from './PlanForm';

const text = (p: Plan) => p.name;
const fetchWhole = wholeList((signal) => listPlans(signal), text);

/** Super-admin plans: form plus list (spec §2). */
export function PlansTab() {
  const { t } = useTranslation('settings');
  const label = useLabel();
  const flags = byPlugin(useUnit($registries)?.planFlags ?? []);
  const list = useInfiniteList(fetchWhole);
  const columns: Column<Plan>[] = [
    { key: 'name', header: t('plans.name'), render: (p) => p.name },
    { key: 'users', header: t('plans.users'), render: (p) => p.users, align: 'center' },
    { key: 'connections', header: t('plans.connections'), render: (p) => p.connections, align: 'center' },
    { key: 'queues', header: t('plans.queues'), render: (p) => p.queues, align: 'center' },
    { key: 'value', header: t('plans.value'), render: (p) => formatMoney(p.value) },
    {
      key: 'flags',
      header: t('plans.features'),
      render: (p) => (
        <span style={{ display: 'inline-flex', flexWrap: 'wrap', gap: 4 }}>
          {flags
            .filter((f) => p[f.key] ?? f.default)
            .map((f) => (
              <Tag key={f.key} minimal round>
                {label(f.labels)}
              </Tag>
            ))}
        </span>
      ),
    },
  ];
  return (
    <ResourcePage<Plan>
      title={t('tabs.plans')}
      prefix="st"
      list={list}
      columns={columns}
      editor={(editing, done) => (
        <PlanForm
          editing={editing}
          onDone={() => {
            done();
            list.reload();
          }}
        />
      )}
      remove={deletePlan}
      onDeleted={list.reload}
      deletedText={t('kit:toasts.saved')}
      deleteError={() => showToast(t('kit:toasts.deleteFailed'), 'danger')}
    />
  );
}
