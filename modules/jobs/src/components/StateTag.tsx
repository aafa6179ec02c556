import { Tag, type IconName, type Intent } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { JobState } from '../api';

export const STATE_LOOK: Record<JobState, { intent: Intent; icon: IconName }> = {
  queued: { intent: 'primary', icon: 'inbox' },
  running: { intent: 'warning', icon: 'play' },
  failed: { intent: 'danger', icon: 'error' },
  scheduled: { intent: 'none', icon: 'calendar' },
  repeating: { intent: 'none', icon: 'repeat' },
  completed: { intent: 'success', icon: 'tick' },
  paused: { intent: 'none', icon: 'pause' },
};

/** A job's state as a coloured tag; a paused (disabled) job says so whatever its timestamps say. */
export function StateTag({ state, disabled }: { state: JobState; disabled?: boolean }) {
  const { t } = useTranslation('jobs');
  const shown = disabled ? 'paused' : state;
  const look = STATE_LOOK[shown];
  return (
    <Tag
      intent={look.intent}
      icon={look.icon}
      minimal={shown === 'scheduled' || shown === 'repeating' || shown === 'paused'}
      round
    >
      {t(`state.${shown}`)}
    </Tag>
  );
}
