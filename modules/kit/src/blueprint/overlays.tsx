import {
  Button,
  Dialog as BpDialog,
  Classes,
  Drawer as BpDrawer,
  H2,
  H4,
  Icon,
  IconSize,
  type DialogProps,
  type DrawerProps,
} from '@blueprintjs/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useFocusReturn } from './focus-return';

/**
 * Blueprint's Dialog with the header drawn here, the same markup and classes: Blueprint labels its close button
 * "Close" in English whatever the language. Takes Blueprint's props; focus returns as focus-return.ts says.
 */
export function Dialog({
  title,
  icon,
  isCloseButtonShown,
  titleTagName: Title = H2,
  onClose,
  children,
  ...props
}: DialogProps) {
  const { t } = useTranslation('kit');
  const titleId = useId();
  const focusReturn = useFocusReturn(props);
  return (
    <BpDialog
      {...props}
      {...focusReturn}
      onClose={onClose}
      aria-labelledby={props['aria-labelledby'] ?? (title != null ? titleId : undefined)}
    >
      {title != null && (
        <div className={Classes.DIALOG_HEADER}>
          <Icon icon={icon} size={IconSize.STANDARD} aria-hidden tabIndex={-1} />
          <Title id={titleId}>{title}</Title>
          {isCloseButtonShown !== false && (
            <Button
              aria-label={t('common.close')}
              className={Classes.DIALOG_CLOSE_BUTTON}
              icon="small-cross"
              variant="minimal"
              onClick={onClose}
            />
          )}
        </div>
      )}
      {children}
    </BpDialog>
  );
}

/** Blueprint's Drawer, its header drawn here for the same reason as the Dialog's. */
export function Drawer({ title, icon, isCloseButtonShown, onClose, children, ...props }: DrawerProps) {
  const { t } = useTranslation('kit');
  const focusReturn = useFocusReturn(props);
  return (
    <BpDrawer {...props} {...focusReturn} onClose={onClose}>
      {title != null && (
        <div className={Classes.DRAWER_HEADER}>
          <Icon icon={icon} size={IconSize.LARGE} />
          <H4>{title}</H4>
          {isCloseButtonShown !== false && (
            <Button
              aria-label={t('common.close')}
              className={Classes.DIALOG_CLOSE_BUTTON}
              icon={<Icon icon="small-cross" size={IconSize.LARGE} />}
              variant="minimal"
              onClick={onClose}
            />
          )}
        </div>
      )}
      {children}
    </BpDrawer>
  );
}
