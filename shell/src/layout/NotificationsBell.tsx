import { Button, Icon, Menu, MenuDivider, type IconName } from '@blueprintjs/core';
import { useUnit } from 'effector-react';
import { Fragment, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import {
  $volume,
  companyEvent,
  onRealtime,
  TopBarPopover,
  TopBarPopoverItem,
  upsertById,
  useSession,
} from '@balcao/kit';
import { shouldNotify, type NotifyEvent } from './notify-rule';
import { useTabTitleCount } from './use-tab-title-count';
import notificationSound from './notification.wav';
import './notifications.css';

/** Built into /assets/ with a content hash (the kernel serves only a few file types at the root). */
export const NOTIFICATION_SOUND = notificationSound;
/** The popover keeps this many tickets, the newest first. */
const KEEP = 20;
const ASKED_KEY = 'notificationsAsked';

interface TicketNotice {
  /** the ticket's uuid, or a plugin notice's own id */
  uuid: string;
  name: string;
  body: string;
  at: string;
  /** where a click goes */
  link: string;
  icon: IconName;
  /** the page the browser was on when it arrived (see `clearOpened`) */
  arrivedOn: string;
}

/**
 * A plugin's notice for one user (`ctx.realtime.emitToUser(companyId, userId, 'notice', notice)`, docs/plugins.md
 * "Bell notices"): the same id again replaces it; `text` in each language, the reader's shown.
 */
interface PluginNotice {
  id: string;
  title: string;
  text: Partial<Record<'pt' | 'en' | 'es', string>>;
  link: string;
  at?: string;
  icon?: IconName;
}

function playSound(volume: number) {
  if (volume <= 0) return;
  const audio = new Audio(NOTIFICATION_SOUND);
  audio.volume = Math.min(1, volume);
  // a browser that has not seen a click on the page yet refuses autoplay: the badge still tells
  void audio.play().catch(() => undefined);
}

/** Asks the browser's permission once, on a click (never on load), and only if the user was never asked. */
function askPermissionOnce() {
  if (typeof Notification === 'undefined' || Notification.permission !== 'default') return;
  if (localStorage.getItem(ASKED_KEY)) return;
  localStorage.setItem(ASKED_KEY, '1');
  void Notification.requestPermission().catch(() => undefined);
}

/**
 * The browser's own path: the router's location reaches components a render later (navigations are transitions), so
 * a notice that arrives between the two must read this one.
 */
const browserPath = () => window.location.pathname.replace(/\/+$/, '') || '/';

/**
 * What opening `path` leaves in the bell: the notices it shows go, except those that arrived once the browser was
 * already there (the router tells components of a navigation after the browser made it; a breach raised in that
 * moment is news about the ticket just opened, not one the user has read). Those left count as older from then on,
 * so opening their page again clears them.
 */
const clearOpened = (list: TicketNotice[], path: string) =>
  list
    .filter((n) => n.link !== path || n.arrivedOn === path)
    .map((n) => (n.arrivedOn ? { ...n, arrivedOn: '' } : n));

/**
 * Spec §2/§6 ticket notifications: a new inbound message on a ticket the user should hear about (see `shouldNotify`)
 * rings at the volume preference, counts on the bell and lists in its popover; a click opens the ticket. Rendered
 * for every user, not only the super user: attendants are the ones who need to hear a customer.
 */
export function NotificationsBell() {
  const { t, i18n } = useTranslation('shell');
  const { user } = useSession();
  const volume = useUnit($volume);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [notices, setNotices] = useState<TicketNotice[]>([]);
  const latest = useRef({ user, volume, t, navigate });
  useEffect(() => {
    latest.current = { user, volume, t, navigate };
  });

  const companyId = user?.companyId;
  useEffect(() => {
    if (!companyId) return;
    return onRealtime<NotifyEvent>(companyEvent('appMessage'), (event) => {
      const { user: me, volume: level, t: tr, navigate: go } = latest.current;
      const path = browserPath();
      if (!me || !shouldNotify(event, me, path)) return;
      const ticket = event.ticket!;
      const message = event.message!;
      const notice: TicketNotice = {
        uuid: ticket.uuid,
        link: `/tickets/${ticket.uuid}`,
        icon: 'chat',
        name: event.contact?.name || event.contact?.number || tr('notifications.unknownContact'),
        body: message.body?.trim() || tr('notifications.media'),
        at: message.createdAt ?? new Date().toISOString(),
        arrivedOn: path,
      };
      setNotices((list) => upsertById(list, notice, (n) => n.uuid, { toTop: true }).slice(0, KEEP));
      playSound(level);
      if (
        typeof Notification !== 'undefined' &&
        Notification.permission === 'granted' &&
        (document.visibilityState !== 'visible' || !document.hasFocus())
      ) {
        try {
          const shown = new Notification(notice.name, { body: notice.body, tag: notice.uuid });
          shown.onclick = () => {
            window.focus();
            go(notice.link);
            shown.close();
          };
        } catch {
          // mobile Chrome allows them only from a service worker: the bell and the sound still tell
        }
      }
    });
  }, [companyId]);

  // plugins' notices (an SLA breach): listed and rung like a message, without the desktop notification
  useEffect(() => {
    if (!companyId) return;
    return onRealtime<PluginNotice>(companyEvent('notice'), (n) => {
      if (!n?.id || !n.link?.startsWith('/')) return;
      const lang = i18n.language.slice(0, 2) as 'pt' | 'en' | 'es';
      const body = n.text[lang] ?? n.text.pt ?? '';
      const notice: TicketNotice = {
        uuid: n.id,
        name: n.title,
        body,
        at: n.at ?? new Date().toISOString(),
        link: n.link,
        icon: n.icon ?? 'notifications',
        arrivedOn: browserPath(),
      };
      setNotices((list) => upsertById(list, notice, (x) => x.uuid, { toTop: true }).slice(0, KEEP));
      playSound(latest.current.volume);
    });
  }, [companyId, i18n]);

  // opening a ticket by any way clears its notification (adjusted during render, not in an effect)
  const [seenPath, setSeenPath] = useState(pathname);
  if (seenPath !== pathname) {
    setSeenPath(pathname);
    const opened = /^\/tickets\/[^/]+/.exec(pathname)?.[0] ?? pathname;
    setNotices((list) => clearOpened(list, opened));
  }

  const open = (notice: TicketNotice) => {
    setNotices((list) => list.filter((n) => n.uuid !== notice.uuid));
    navigate(notice.link);
  };
  const count = notices.length;
  useTabTitleCount(count);
  const label = t('notifications.title');

  return (
    <TopBarPopover
      icon="notifications"
      label={label}
      count={count}
      countLabel={t('notifications.count', { count })}
      testIds={{
        button: 'notifications-bell',
        badge: 'notifications-badge',
        popover: 'notifications-popover',
        empty: 'notifications-empty',
      }}
      action={
        count > 0 && (
          <Button
            size="small"
            variant="minimal"
            text={t('notifications.clear')}
            data-testid="notifications-clear"
            onClick={() => setNotices([])}
          />
        )
      }
      empty={count === 0 ? t('notifications.empty') : undefined}
      popover={{ onOpening: askPermissionOnce }}
      onClick={askPermissionOnce}
    >
      <Menu>
        {notices.map((n, i) => (
          <Fragment key={n.uuid}>
            {i > 0 && <MenuDivider />}
            <TopBarPopoverItem
              data-testid="notification-item"
              data-ticket={n.uuid}
              icon={<Icon icon={n.icon} className="nb-item__icon" />}
              onClick={() => open(n)}
              name={n.name}
              at={n.at}
              body={n.body}
            />
          </Fragment>
        ))}
      </Menu>
    </TopBarPopover>
  );
}
