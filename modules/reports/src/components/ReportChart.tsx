import { Card, Colors, H5 } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useChartColors } from '@balcao/kit';
import type { Report, ReportRow } from '../api';

/** Tickets and resolved ones per row of the report, in the table's order (the hours of the day in order). */
export function ReportChart(props: { report: Report; rowName: (row: ReportRow) => string }) {
  const { t } = useTranslation('reports');
  const colors = useChartColors();
  const data = props.report.rows.map((row) => ({
    name: props.rowName(row),
    tickets: row.tickets,
    resolved: row.resolved,
  }));
  return (
    <Card className="rp-chart" data-testid="reports-chart">
      <H5>{t('chart.title', { by: t(`by.${props.report.by}`).toLowerCase() })}</H5>
      <div className="rp-chart__plot">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
            <CartesianGrid vertical={false} stroke={colors.grid} />
            <XAxis
              dataKey="name"
              stroke={colors.axis}
              tick={{ fill: colors.axis, fontSize: 12 }}
              interval="preserveStartEnd"
              minTickGap={4}
            />
            <YAxis allowDecimals={false} stroke={colors.axis} tick={{ fill: colors.axis, fontSize: 12 }} />
            <Tooltip cursor={{ fill: colors.cursor }} contentStyle={colors.tooltip} />
            <Legend />
            {(['tickets', 'resolved'] as const).map((key) => (
              <Bar
                key={key}
                dataKey={key}
                name={t(`col.${key}`)}
                fill={key === 'tickets' ? colors.bar : Colors.GREEN4}
                radius={[3, 3, 0, 0]}
                isAnimationActive={false}
              />
            ))}
          </BarChart>
        </ResponsiveContainer>
      </div>
    </Card>
  );
}
