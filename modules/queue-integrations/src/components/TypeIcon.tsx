import { Icon, type IconName } from '@blueprintjs/core';
import type { IntegrationType } from '../api';

const icons: Record<IntegrationType, IconName> = {
  typebot: 'chat',
  n8n: 'flows',
  webhook: 'globe-network',
  dialogflow: 'predictive-analysis',
};
const colors: Record<IntegrationType, string> = {
  typebot: '#0a6640',
  n8n: '#c23030',
  webhook: '#2d72d2',
  dialogflow: '#d9822b',
};

/** Spec §2: the list shows each integration's type as an icon. */
export function TypeIcon({ type, label }: { type: IntegrationType; label: string }) {
  return (
    <span className="qi-type" title={label} style={{ color: colors[type] }}>
      <Icon icon={icons[type] ?? 'data-connection'} aria-label={label} />
    </span>
  );
}
