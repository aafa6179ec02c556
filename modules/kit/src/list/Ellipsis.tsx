import { Icon, type IconName } from '@blueprintjs/core';

/** A text cut to its cell's width with an ellipsis, shown whole on hover. */
export function Ellipsis({ text, className }: { text: string; className?: string }) {
  return (
    <span className={className ? `kit-ellipsis ${className}` : 'kit-ellipsis'} title={text}>
      {text}
    </span>
  );
}

/** A row's file (an announcement's image, a quick message's attachment): its icon and name, cut to the cell, opened
 * in a new tab. */
export function FileLink({
  href,
  name,
  icon,
  className,
}: {
  href: string;
  name: string | null;
  icon: IconName;
  className?: string;
}) {
  return (
    <a
      className={className ? `kit-file-link ${className}` : 'kit-file-link'}
      href={href}
      target="_blank"
      rel="noreferrer"
      title={name ?? ''}
    >
      <Icon icon={icon} size={12} />
      <span className="kit-ellipsis">{name}</span>
    </a>
  );
}
