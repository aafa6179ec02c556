import { Button, Tooltip, type ButtonProps, type TooltipProps } from '@blueprintjs/core';

/**
 * A minimal icon-only button, named for screen readers and tests by `label`; with `tooltip`, the label also shows
 * on hover (the tooltip's own props, or true).
 */
export function IconButton({
  label,
  tooltip,
  ...props
}: ButtonProps & {
  label: string;
  tooltip?: true | Pick<TooltipProps, 'compact' | 'placement'>;
}) {
  const button = <Button variant="minimal" aria-label={label} {...props} />;
  if (!tooltip) return button;
  return (
    <Tooltip content={label} {...(tooltip === true ? {} : tooltip)}>
      {button}
    </Tooltip>
  );
}
