import { useEffect, useState } from 'react';
import { api } from '@balcao/kit';
import { sendOperation, type SendOperation } from '../openapi';

export type OperationState =
  { status: 'loading' } | { status: 'failed' } | { status: 'ready'; op: SendOperation };

/** The messages API's operation, read once from GET /openapi.json. */
export function useSendOperation(): OperationState {
  const [state, setState] = useState<OperationState>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    api
      .get<Record<string, unknown>>('/openapi.json')
      .then((doc) => {
        const op = sendOperation(doc);
        if (live) setState(op ? { status: 'ready', op } : { status: 'failed' });
      })
      .catch(() => live && setState({ status: 'failed' }));
    return () => {
      live = false;
    };
  }, []);
  return state;
}
