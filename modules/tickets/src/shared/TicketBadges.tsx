import { Tag, type IconName } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TicketBadge } from '../types';

/** Re-renders every `everyMs` while mounted: the badges' time left moves on its own. */
function useNow(everyMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

/** "45 min", "3 h 05", "2 d 4 h": the time left, short */
export function timeLeft(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} h ${String(minutes % 60).padStart(2, '0')}`;
  return `${Math.floor(hours / 24)} d ${hours % 24} h`;
}

/** Other plugins' badges of a ticket (`ticket.badges`), each a tag; one with `dueAt` counts down to it. */
export function TicketBadges({ badges }: { badges?: TicketBadge[] }) {
  const { t, i18n } = useTranslation('tickets');
  const now = useNow(30_000);
  if (!badges?.length) return null;
  const lang = i18n.language.slice(0, 2) as 'pt' | 'en' | 'es';
  return (
    <>
      {badges.map((b) => {
        const due = b.dueAt ? Date.parse(b.dueAt) : NaN;
        const past = !Number.isNaN(due) && due <= now;
        const text = b.text[lang] ?? b.text.pt ?? b.key;
        const left = Number.isNaN(due) ? '' : past ? t('list.badgeOverdue') : timeLeft(due - now);
        return (
          <Tag
            key={b.key}
            minimal={!past && b.intent !== 'danger'}
            intent={past ? 'danger' : (b.intent ?? 'none')}
            icon={b.icon as IconName | undefined}
            className="tk-label tk-label--badge"
            data-testid={`ticket-badge-${b.key}`}
            data-intent={past ? 'danger' : (b.intent ?? 'none')}
          >
            {left ? `${text} · ${left}` : text}
          </Tag>
        );
      })}
    </>
  );
}
