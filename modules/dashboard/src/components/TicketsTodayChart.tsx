import { Card, H5, NonIdealState } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { Spinner, useChartColors, useLoad } from '@balcao/kit';
import { fetchTicketsToday } from '../api';

/** Spec §2: a bar chart of the tickets created today, in 24 hourly buckets. */
export function TicketsTodayChart() {
  const { t } = useTranslation('dashboard');
  const colors = useChartColors();
  const [today] = useLoad('today', fetchTicketsToday);

  return (
    <Card className="db-chart" data-testid="dashboard-chart">
      <H5>
        {t('chart.title')}{' '}
        <span className="db-muted" data-testid="dashboard-chart-count">
          ({today?.count ?? 0})
        </span>
      </H5>
      {!today ? (
        <Spinner size={24} />
      ) : today.count === 0 ? (
        <NonIdealState icon="timeline-bar-chart" description={t('chart.empty')} />
      ) : (
        <div className="db-chart__plot">
          <ResponsiveContainer width="100%" height="100%">
            <BarChart data={today.data} margin={{ top: 8, right: 8, bottom: 0, left: -24 }}>
              <CartesianGrid vertical={false} stroke={colors.grid} />
              <XAxis
                dataKey="horario"
                tickFormatter={(h: number) => `${h}h`}
                stroke={colors.axis}
                tick={{ fill: colors.axis, fontSize: 12 }}
                interval="preserveStartEnd"
                minTickGap={4}
              />
              <YAxis allowDecimals={false} stroke={colors.axis} tick={{ fill: colors.axis, fontSize: 12 }} />
              <Tooltip
                cursor={{ fill: colors.cursor }}
                contentStyle={colors.tooltip}
                labelFormatter={(h) => t('chart.hour', { hour: String(h).padStart(2, '0') })}
                formatter={(total) => [total, t('chart.tickets')]}
              />
              <Bar dataKey="total" fill={colors.bar} radius={[3, 3, 0, 0]} isAnimationActive={false} />
            </BarChart>
          </ResponsiveContainer>
        </div>
      )}
    </Card>
  );
}
