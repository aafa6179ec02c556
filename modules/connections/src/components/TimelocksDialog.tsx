import { Callout, DialogBody, HTMLTable, NonIdealState } from '@blueprintjs/core';
import { Dialog, formatDateTime, Spinner, Tag, toastError } from '@balcao/kit';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { listTimelocks, type Connection, type Timelock } from '../api';

/**
 * The contacts WhatsApp refused with 463 on one connection (issue 33): who, when, until when it is likely
 * locked, and how many locks are still on. Read-only: nothing lifts a timelock but time.
 */
export function TimelocksDialog({
  connection,
  onClose,
}: {
  connection: Connection | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('connections');
  const [loaded, setLoaded] = useState<{ id: number; active: number; timelocks: Timelock[] } | null>(null);
  // what another connection loaded is not shown while this one loads
  const data = loaded && loaded.id === connection?.id ? loaded : null;

  // closing forgets the list, so opening it again waits for today's rather than showing the last one
  const close = () => {
    setLoaded(null);
    onClose();
  };

  useEffect(() => {
    if (!connection) return;
    let live = true;
    listTimelocks(connection.id)
      .then((d) => live && setLoaded({ id: connection.id, ...d }))
      .catch(toastError);
    return () => {
      live = false;
    };
  }, [connection]);

  return (
    <Dialog
      isOpen={connection !== null}
      onClose={close}
      title={`${t('timelocks.title')} · ${connection?.name ?? ''}`}
      icon="lock"
      style={{ width: 720 }}
    >
      <DialogBody>
        <p className="bp6-text-muted">{t('timelocks.help')}</p>
        {!data ? (
          <Spinner />
        ) : data.timelocks.length === 0 ? (
          <NonIdealState icon="unlock" title={t('timelocks.none')} />
        ) : (
          <>
            <Callout
              intent={data.active ? 'warning' : 'none'}
              icon="lock"
              data-testid="timelocks-active"
              compact
            >
              {t('timelocks.active', { count: data.active })}
            </Callout>
            <HTMLTable compact striped style={{ width: '100%', marginTop: 10 }} data-testid="timelocks-table">
              <thead>
                <tr>
                  <th>{t('timelocks.contact')}</th>
                  <th>{t('timelocks.number')}</th>
                  <th>{t('timelocks.hitAt')}</th>
                  <th>{t('timelocks.until')}</th>
                  <th>{t('timelocks.count')}</th>
                  <th />
                </tr>
              </thead>
              <tbody>
                {data.timelocks.map((l) => (
                  <tr key={l.number}>
                    <td>{l.contact?.name ?? '—'}</td>
                    <td>{l.contact?.number ?? l.number}</td>
                    <td>{formatDateTime(l.hitAt)}</td>
                    <td>{formatDateTime(l.until)}</td>
                    <td>{l.count}</td>
                    <td>
                      <Tag minimal intent={l.active ? 'warning' : 'none'}>
                        {l.active ? t('timelocks.on') : t('timelocks.off')}
                      </Tag>
                    </td>
                  </tr>
                ))}
              </tbody>
            </HTMLTable>
          </>
        )}
      </DialogBody>
    </Dialog>
  );
}
