import { Card, Icon, type IconName } from '@blueprintjs/core';
import type { ReactNode } from 'react';

/** One counter of the report (spec §2: the cards), icon, title and value. */
export interface ReportCardProps {
  icon: IconName;
  title: string;
  value: ReactNode;
  /** a smaller line under the value */
  detail?: ReactNode;
  testId?: string;
}

/** The report's counters side by side; a card left out is `false`. */
export function ReportCards({ cards }: { cards: Array<ReportCardProps | false> }) {
  return (
    <div className="cmp-cards">
      {cards.map(
        (card) =>
          card && (
            <Card key={card.title} className="cmp-card" data-testid={card.testId}>
              <Icon icon={card.icon} size={28} className="cmp-card__icon" />
              <div className="cmp-card__body">
                <div className="cmp-card__title">{card.title}</div>
                <div className="cmp-card__value" data-testid={card.testId && `${card.testId}-value`}>
                  {card.value}
                </div>
                {card.detail && <div className="cmp-card__detail">{card.detail}</div>}
              </div>
            </Card>
          ),
      )}
    </div>
  );
}
