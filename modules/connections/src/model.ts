import { createEffect, createEvent, createStore, sample } from 'effector';
import { $user, companyEvent, menuBadgeSet, onRealtime, toastError } from '@balcao/kit';
import * as connectionsApi from './api';
import type { Connection, ConnectionInput, ConnectionStatus, SessionUpdate } from './api';

export const connectionsRequested = createEvent();
const sessionUpdated = createEvent<SessionUpdate>();
const connectionUpdated = createEvent<Connection>();
const connectionDeleted = createEvent<number>();

const fetchConnectionsFx = createEffect(connectionsApi.listConnections);
export const saveConnectionFx = createEffect(({ id, data }: { id?: number; data: ConnectionInput }) =>
  id ? connectionsApi.updateConnection(id, data) : connectionsApi.createConnection(data),
);
export const deleteConnectionFx = createEffect(async (id: number) => {
  await connectionsApi.deleteConnection(id);
  return id;
});

const time = (iso?: string | null) => (iso ? new Date(iso).getTime() : 0);
/** The session's part of a row: what the session events carry. */
const sessionOf = (s: Pick<Connection, 'status' | 'qrcode' | 'retries' | 'statusReason' | 'updatedAt'>) => ({
  status: s.status,
  qrcode: s.qrcode,
  retries: s.retries,
  statusReason: s.statusReason ?? null,
  updatedAt: s.updatedAt,
});

/**
 * A save's HTTP answer can land after the session events the save set off (OPENING, then qrcode a few ms
 * later), so the session state a row already has wins unless the incoming one is strictly newer.
 */
const upsert = (list: Connection[], c: Connection) => {
  const current = list.find((x) => x.id === c.id);
  if (!current) return [...list, c];
  const merged = time(current.updatedAt) >= time(c.updatedAt) ? { ...c, ...sessionOf(current) } : c;
  return list.map((x) => (x.id === c.id ? merged : x));
};

export const $connections = createStore<Connection[]>([])
  .on(fetchConnectionsFx.doneData, (_, list) => list)
  .on([saveConnectionFx.doneData, connectionUpdated], upsert)
  .on([deleteConnectionFx.doneData, connectionDeleted], (list, id) => list.filter((c) => c.id !== id))
  .on(sessionUpdated, (list, s) => list.map((c) => (c.id === s.id ? { ...c, ...sessionOf(s) } : c)));
export const $connectionsLoading = fetchConnectionsFx.pending;

sample({ clock: connectionsRequested, target: fetchConnectionsFx });
fetchConnectionsFx.failData.watch(toastError);

/** Spec §2: the Connections menu item shows '!' while any connection needs attention. */
const NEEDS_ATTENTION: ConnectionStatus[] = ['qrcode', 'PAIRING', 'DISCONNECTED', 'TIMEOUT', 'OPENING'];
const BADGE_CHECK_DELAY_MS = 2000;
const needsAttention = (list: Connection[]) => list.some((c) => NEEDS_ATTENTION.includes(c.status));

// checked 2 s after the list changes (spec §9), so a connection passing through OPENING does not blink the badge
let badgeTimer: ReturnType<typeof setTimeout> | undefined;
$connections.watch((list) => {
  clearTimeout(badgeTimer);
  badgeTimer = setTimeout(
    () => menuBadgeSet({ path: '/connections', badge: needsAttention(list) ? '!' : null }),
    BADGE_CHECK_DELAY_MS,
  );
});

/**
 * The list lives as long as the session, not the page: the badge needs it on every screen. Each sign-in
 * (re)subscribes to its own company's channels.
 */
let followed: number | undefined;
let unsubscribe: (() => void) | undefined;
$user.watch((user) => {
  if (user?.companyId === followed) return;
  followed = user?.companyId;
  unsubscribe?.();
  unsubscribe = undefined;
  if (!followed) return;
  const offs = [
    onRealtime<{ action: string; whatsapp?: Connection; whatsappId?: number }>(
      companyEvent('whatsapp'),
      (e) => {
        if (e.action === 'update' && e.whatsapp) connectionUpdated(e.whatsapp);
        if (e.action === 'delete' && e.whatsappId) connectionDeleted(e.whatsappId);
      },
    ),
    onRealtime<{ action: string; session?: SessionUpdate }>(companyEvent('whatsappSession'), (e) => {
      if (e.action === 'update' && e.session) sessionUpdated(e.session);
    }),
  ];
  unsubscribe = () => offs.forEach((off) => off());
  connectionsRequested();
});
