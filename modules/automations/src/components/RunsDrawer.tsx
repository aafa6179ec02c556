import { NonIdealState } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { DataTable, Drawer, kindLabel, Spinner, StatusTag, useLoad } from '@balcao/kit';
import { listRuns, type Catalog, type Rule, type Run } from '../api';

const intents = { ok: 'success', failed: 'danger', skipped: 'none' } as const;

/** A rule's latest runs, newest first: when, which ticket, the outcome and what it did or why it failed. */
export function RunsDrawer({
  rule,
  catalog,
  onClose,
}: {
  rule: Rule | null;
  catalog: Catalog;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('automations');
  // held with the rule's id: another rule's runs, still shown, read as loading
  const [runs] = useLoad(rule?.id ?? null, () => listRuns(rule!.id));
  const said = (run: Run) => {
    if (run.outcome === 'ok') {
      const outcomes = (run.detail.outcomes as Array<{ kind: string }> | undefined) ?? [];
      return outcomes.map((o) => kindLabel(catalog.actions, o.kind, i18n.language)).join(' → ');
    }
    // a failure names its error code, a skip its reason; either may name the action it stopped at
    const failed = run.outcome === 'failed';
    const code = String(run.detail[failed ? 'error' : 'reason'] ?? '');
    const why = t(`${failed ? 'errors' : 'reasons'}.${code}`, { defaultValue: code });
    const action = run.detail.action as { index: number } | undefined;
    if (!action) return why;
    return t(failed ? 'runs.failedAt' : 'runs.skippedAt', { n: action.index + 1, code: why, reason: why });
  };
  return (
    <Drawer
      isOpen={Boolean(rule)}
      onClose={onClose}
      title={t('runs.title', { name: rule?.name ?? '' })}
      icon="history"
      size="min(640px, 96vw)"
    >
      <div className="au-runs" data-testid="rule-runs">
        {!runs ? (
          <Spinner size={24} />
        ) : !runs.length ? (
          <NonIdealState icon="history" title={t('runs.none')} />
        ) : (
          <DataTable
            className="au-runs-table"
            rows={runs}
            rowKey={(run) => run.id}
            rowProps={() => ({ 'data-testid': 'rule-run' })}
            columns={[
              {
                key: 'when',
                header: t('runs.when'),
                render: (run) => new Date(run.createdAt).toLocaleString(i18n.language),
              },
              { key: 'ticket', header: t('runs.ticket'), render: (run) => run.ticketId ?? '—' },
              {
                key: 'outcome',
                header: t('runs.outcome'),
                render: (run) => (
                  <StatusTag
                    status={run.outcome}
                    intents={intents}
                    text={t(`runs.outcomes.${run.outcome}`)}
                  />
                ),
              },
              {
                key: 'detail',
                header: t('runs.detail'),
                render: (run) => <span className="au-summary">{said(run)}</span>,
              },
            ]}
          />
        )}
      </div>
    </Drawer>
  );
}
