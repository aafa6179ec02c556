import { Icon, Tooltip } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';

/** Whether WhatsApp knows the number: valid, invalid, or not checked yet (no open connection so far). */
export function ValidityIcon({ valid }: { valid: boolean | null }) {
  const { t } = useTranslation('contact-lists');
  const state = valid === null ? 'unchecked' : valid ? 'valid' : 'invalid';
  const icon = { valid: 'tick-circle', invalid: 'error', unchecked: 'time' } as const;
  const intent = { valid: 'success', invalid: 'danger', unchecked: 'none' } as const;
  return (
    <Tooltip content={t(`validity.${state}`)} placement="right">
      <Icon
        icon={icon[state]}
        intent={intent[state]}
        className={`cl-validity cl-validity--${state}`}
        aria-label={t(`validity.${state}`)}
        data-testid={`validity-${state}`}
      />
    </Tooltip>
  );
}
