import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton, kindLabel, ResourcePage, Tag, useNarrow, wholeList, type Column } from '@balcao/kit';
import { deleteRule, listRules, type Rule } from '../api';
import { labelIn, useChoices } from '../useChoices';
import { RuleDialog } from './RuleDialog';
import { RunsDrawer } from './RunsDrawer';

const fetchRules = wholeList(listRules, (r: Rule) => r.name);

/** /automations (issue 34): the company's rules, what starts them and what they do; each rule's runs. */
export function AutomationsPage() {
  const { t, i18n } = useTranslation('automations');
  const narrow = useNarrow();
  const { catalog } = useChoices(true);
  const [runsOf, setRunsOf] = useState<Rule | null>(null);
  const eventLabel = (r: Rule) =>
    labelIn(catalog.events.find((e) => e.event === r.event)?.labels, r.event, i18n.language);

  const columns: Column<Rule>[] = [
    { key: 'name', header: t('table.name'), render: (r) => <strong>{r.name}</strong> },
    {
      key: 'enabled',
      header: t('table.enabled'),
      width: 110,
      render: (r) => (
        <Tag minimal intent={r.enabled ? 'success' : 'none'}>
          {t(r.enabled ? 'table.on' : 'table.off')}
        </Tag>
      ),
    },
    { key: 'event', header: t('table.event'), render: eventLabel },
    {
      key: 'actions',
      header: t('table.actions'),
      render: (r) => (
        <span className="au-summary">
          {r.actions.map((a) => kindLabel(catalog.actions, a.kind, i18n.language)).join(' → ')}
        </span>
      ),
    },
  ];

  return (
    <ResourcePage<Rule>
      prefix="au"
      testId="automations-page"
      fetchPage={fetchRules}
      columns={narrow ? columns.filter((c) => c.key !== 'actions') : columns}
      add="rule"
      rowActions={(r) => (
        <IconButton
          icon="history"
          label={t('runs.open')}
          title={t('runs.open')}
          onClick={() => setRunsOf(r)}
          data-testid={`rule-runs-${r.id}`}
        />
      )}
      actionsWidth={130}
      dialog={(props) => <RuleDialog {...props} />}
      remove={deleteRule}
      deleteTitle={(r) => t('confirmDelete', { name: r.name })}
    >
      <RunsDrawer rule={runsOf} catalog={catalog} onClose={() => setRunsOf(null)} />
    </ResourcePage>
  );
}
