import { createElement, useEffect, useState, type ComponentType } from 'react';
import { NonIdealState } from '@blueprintjs/core';
import type { RemoteModule } from './contract';
import { Spinner } from '../feedback/Loading';

type Loader = (name: string) => Promise<RemoteModule>;
let loader: Loader = () => Promise.reject(new Error('no remote loader registered'));

/** The shell installs how remotes are fetched; modules only ask by name. */
export function setRemoteLoader(fn: Loader): void {
  loader = fn;
}
export const loadRemote = (name: string): Promise<RemoteModule> => loader(name);

/** Renders a named slot another module exposes (e.g. settings embeds helps' admin list). */
export function RemoteSlot({
  module,
  slot,
  ...props
}: { module: string; slot: string } & Record<string, unknown>) {
  const [state, setState] = useState<{
    Component?: ComponentType<Record<string, unknown>>;
    failed?: boolean;
  }>({});
  useEffect(() => {
    let live = true;
    loadRemote(module)
      .then((m) => {
        const Component = m.slots?.[slot] as ComponentType<Record<string, unknown>> | undefined;
        if (!live) return;
        setState(Component ? { Component } : { failed: true });
      })
      .catch(() => live && setState({ failed: true }));
    return () => {
      live = false;
    };
  }, [module, slot]);
  if (state.failed) return createElement(NonIdealState, { icon: 'error', title: `${module}/${slot}` });
  // props follow every render, so a slot can be a dialog its host opens and closes
  return state.Component ? createElement(state.Component, props) : createElement(Spinner, { size: 24 });
}
