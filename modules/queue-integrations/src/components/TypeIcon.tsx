import { Icon, type IconName } from '@blueprintjs/core';
import type { IntegrationType } from '../api';

const icons: Record<IntegrationType, IconName> = {
  typebot: 'chat',
  n8n: 'flows',
  webhook: 'globe-network',
  dialogflow: 'predictive-analysis',
};
/** Spec §2: the list shows each integration's type as an icon. */
export function TypeIcon({ type, label }: { type: IntegrationType; label: string }) {
  return (
    // each type's colour (light and dark) is in styles.css
    <span className={`qi-type qi-type--${type}`} title={label}>
      <Icon icon={icons[type] ?? 'data-connection'} aria-label={label} />
    </span>
  );
}
