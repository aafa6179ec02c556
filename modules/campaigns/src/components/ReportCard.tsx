import { Card, Icon, type IconName } from '@blueprintjs/core';
import type { ReactNode } from 'react';

/** One counter of the report (spec §2: the cards), icon, title and value. */
export function ReportCard({
  icon,
  title,
  value,
  detail,
  testId,
}: {
  icon: IconName;
  title: string;
  value: ReactNode;
  /** a smaller line under the value */
  detail?: ReactNode;
  testId?: string;
}) {
  return (
    <Card className="cmp-card" data-testid={testId}>
      <Icon icon={icon} size={28} className="cmp-card__icon" />
      <div className="cmp-card__body">
        <div className="cmp-card__title">{title}</div>
        <div className="cmp-card__value" data-testid={testId ? `${testId}-value` : undefined}>
          {value}
        </div>
        {detail && <div className="cmp-card__detail">{detail}</div>}
      </div>
    </Card>
  );
}
