import { Card, Tag } from '@blueprintjs/core';
import { useUnit } from 'effector-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ConfirmDialog,
  DeleteButton,
  EditButton,
  formatMoney,
  ListPage,
  showToast,
  toastSuccess,
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
  const [editing, setEditing] = useState<Plan | null>(null);
  const [deleting, setDeleting] = useState<Plan | null>(null);
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
    {
      key: 'actions',
      header: t('kit:common.actions'),
      align: 'right',
      width: 100,
      render: (p) => (
        <>
          <EditButton onClick={() => setEditing(p)} />
          <DeleteButton onClick={() => setDeleting(p)} />
        </>
      ),
    },
  ];
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      <Card>
        <PlanForm
          editing={editing}
          onDone={() => {
            setEditing(null);
            list.reload();
          }}
        />
      </Card>
      <ListPage
        embedded
        title={t('tabs.plans')}
        search={list.search}
        onSearch={list.setSearch}
        columns={columns}
        items={list.items}
        rowKey={(p) => p.id}
        loading={list.loading}
      />
      <ConfirmDialog
        isOpen={Boolean(deleting)}
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          deletePlan(deleting.id)
            .then(() => {
              toastSuccess(t('kit:toasts.saved'));
              list.reload();
            })
            .catch(() => showToast(t('kit:toasts.deleteFailed'), 'danger'));
        }}
      />
    </div>
  );
}
