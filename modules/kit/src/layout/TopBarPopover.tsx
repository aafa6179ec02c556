import {
  Button,
  Icon,
  MenuItem,
  Popover,
  Tooltip,
  type IconName,
  type MenuItemProps,
  type PopoverProps,
} from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { formatShortTime } from '../format';

export interface TopBarPopoverProps {
  icon: IconName;
  /** the popover's title, the button's tooltip, and its name while nothing is counted */
  label: string;
  /** the badge on the button (9+ past nine); 0 shows none */
  count: number;
  /** the button's name while something is counted ('3 não lidas') */
  countLabel: string;
  /** the test ids of the button, its badge, the popover and the empty notice */
  testIds: { button: string; badge: string; popover: string; empty: string };
  /** the icon before the title too */
  titleIcon?: boolean;
  /** a button at the end of the title's row (see all, clear) */
  action?: ReactNode;
  /** the notice shown instead of the list (while it is empty) */
  empty?: string;
  /** the list */
  children?: ReactNode;
  /** more of the popover's class (its own width) */
  className?: string;
  /** the popover's own props: controlled opening, focus, `onOpening` */
  popover?: Pick<PopoverProps, 'isOpen' | 'onInteraction' | 'onOpening' | 'autoFocus' | 'enforceFocus'>;
  onClick?: () => void;
}

/**
 * A top-bar control (the ticket bell, the internal chat, the announcements): an icon with a count badge that opens
 * a popover with a title row and a list, or a notice while the list is empty.
 */
export function TopBarPopover(props: TopBarPopoverProps) {
  const { icon, label, count, testIds } = props;
  const content = (
    <div className={`kit-popover ${props.className ?? ''}`} data-testid={testIds.popover}>
      <div className="kit-popover__header">
        {props.titleIcon && <Icon icon={icon} />}
        <strong>{label}</strong>
        {props.action && <span className="kit-popover__action">{props.action}</span>}
      </div>
      {props.empty !== undefined ? (
        <div className="kit-popover__empty bp6-text-muted" data-testid={testIds.empty}>
          <Icon icon={icon} size={16} />
          <span>{props.empty}</span>
        </div>
      ) : (
        props.children
      )}
    </div>
  );
  return (
    <Popover
      content={content}
      placement="bottom-end"
      modifiers={{ preventOverflow: { options: { padding: 8 } } }}
      {...props.popover}
    >
      <Tooltip content={label} placement="bottom">
        <Button
          variant="minimal"
          icon={icon}
          className="kit-bell"
          aria-label={count ? props.countLabel : label}
          data-testid={testIds.button}
          onClick={props.onClick}
        >
          {count > 0 && (
            <span className="kit-bell__badge" data-testid={testIds.badge}>
              {count > 9 ? '9+' : count}
            </span>
          )}
        </Button>
      </Tooltip>
    </Popover>
  );
}

/** One line of a top-bar popover's menu: a name and its time, a muted line under them; a click opens it. */
export function TopBarPopoverItem({
  name,
  at,
  body,
  className,
  ...props
}: Omit<MenuItemProps, 'text'> & { name: string; at: string; body: string; 'data-testid'?: string }) {
  return (
    <MenuItem
      className={`kit-popover__item bp6-popover-dismiss ${className ?? ''}`}
      {...props}
      text={
        <div className="kit-popover__text">
          <div className="kit-popover__top">
            <span className="kit-popover__name">{name}</span>
            <span className="kit-popover__time bp6-text-muted">{formatShortTime(at)}</span>
          </div>
          <div className="kit-popover__body bp6-text-muted">{body}</div>
        </div>
      }
    />
  );
}
