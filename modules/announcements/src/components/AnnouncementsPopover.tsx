import { useTranslation } from 'react-i18next';
import { useEffect, useState } from 'react';
import { formatDate, TopBarPopover, useSession } from '@balcao/kit';
import { PriorityTag } from './PriorityTag';
import { useActiveAnnouncements } from './useActiveAnnouncements';

/**
 * The top bar's megaphone (spec §2): the active announcements by priority with their text and image, a badge
 * counting the ones this user has not opened yet, live from `company-announcement`. An Alta one arriving live opens
 * it by itself.
 */
export function AnnouncementsPopover() {
  const { t } = useTranslation('announcements');
  const { items, unseen, markSeen, urgentAt } = useActiveAnnouncements();
  const { isSuper } = useSession();
  const [open, setOpen] = useState(false);
  const [byItself, setByItself] = useState(false);
  // an Alta one arriving live opens the popover for whoever has the page open (the super users write them),
  // without taking the focus from what they are typing (adjusted during render, not in an effect)
  const [shownUrgent, setShownUrgent] = useState(urgentAt);
  if (shownUrgent !== urgentAt) {
    setShownUrgent(urgentAt);
    if (!isSuper) {
      setByItself(true);
      setOpen(true);
    }
  }
  // shown is seen, however it opened: with onOpening, the popover opened by itself kept its badge (e2e)
  useEffect(() => {
    if (open) markSeen();
  }, [open, markSeen]);
  const toggle = (next: boolean) => {
    setByItself(false);
    setOpen(next);
  };
  return (
    <TopBarPopover
      icon="announcement"
      label={t('popover.title')}
      count={unseen}
      countLabel={t('popover.count', { count: unseen })}
      testIds={{
        button: 'announcements-button',
        badge: 'announcements-badge',
        popover: 'announcements-popover',
        empty: 'announcements-empty',
      }}
      titleIcon
      className="an-popover"
      empty={items.length === 0 ? t('popover.empty') : undefined}
      popover={{ isOpen: open, onInteraction: toggle, autoFocus: !byItself, enforceFocus: !byItself }}
    >
      <ul className="an-popover__list">
        {items.map((a) => (
          <li
            key={a.id}
            className={`an-item an-item--p${a.priority}`}
            data-testid="announcement-item"
            data-id={a.id}
          >
            <div className="an-item__top">
              <span className="an-item__title">{a.title}</span>
              <PriorityTag priority={a.priority} />
            </div>
            <div className="an-item__date bp6-text-muted">{formatDate(a.createdAt)}</div>
            <p className="an-item__text">{a.text}</p>
            {a.mediaPath && (
              <img className="an-item__image" src={a.mediaPath} alt={a.mediaName ?? ''} loading="lazy" />
            )}
          </li>
        ))}
      </ul>
    </TopBarPopover>
  );
}
