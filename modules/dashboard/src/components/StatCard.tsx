import { Card, Icon, type IconName, type Intent } from '@blueprintjs/core';

/** One figure of the dashboard: a label, its value and an icon in the figure's colour. */
export function StatCard(props: {
  label: string;
  value: string | number;
  icon: IconName;
  intent?: Intent;
  testId: string;
}) {
  return (
    <Card
      className={props.intent ? `db-stat db-stat--${props.intent}` : 'db-stat'}
      data-testid={props.testId}
    >
      <div className="db-stat__text">
        <span className="db-stat__label">{props.label}</span>
        <span className="db-stat__value" data-testid={`${props.testId}-value`}>
          {props.value}
        </span>
      </div>
      <Icon icon={props.icon} size={32} intent={props.intent} className="db-stat__icon" />
    </Card>
  );
}
