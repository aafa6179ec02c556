import { Colors } from '@blueprintjs/core';
import { useUnit } from 'effector-react';
import { $theme } from './theme';

/**
 * Blueprint's own palette for the chart, per theme, so it reads like the rest of the screen; `tooltip` is the
 * style recharts' Tooltip takes as `contentStyle`.
 */
export function useChartColors() {
  const dark = useUnit($theme) === 'dark';
  const colors = dark
    ? {
        bar: Colors.BLUE5,
        axis: Colors.GRAY4,
        grid: Colors.DARK_GRAY5,
        cursor: 'rgba(255, 255, 255, 0.06)',
        tooltipBg: Colors.DARK_GRAY3,
        tooltipText: Colors.LIGHT_GRAY5,
      }
    : {
        bar: Colors.BLUE3,
        axis: Colors.GRAY1,
        grid: Colors.LIGHT_GRAY1,
        cursor: 'rgba(17, 20, 24, 0.05)',
        tooltipBg: Colors.WHITE,
        tooltipText: Colors.DARK_GRAY1,
      };
  return {
    ...colors,
    tooltip: { background: colors.tooltipBg, border: 'none', borderRadius: 4, color: colors.tooltipText },
  };
}
