import { useEffect, useState, type ComponentType } from 'react';
import { createEvent, createStore } from 'effector';
import { useUnit } from 'effector-react';
import { sessionCleared } from '../session/model';
import type { ManifestModule } from './contract';
import { loadRemote } from './loader';

/** The shell tells the kit the signed-in user's manifest: which modules fill which shared slot. */
export const slotProvidersSet = createEvent<ManifestModule[]>();

/** slot name -> the modules that provide it, in manifest order */
export const $slotProviders = createStore<Record<string, string[]>>({})
  .on(slotProvidersSet, (_, modules) => {
    const out: Record<string, string[]> = {};
    for (const m of modules) for (const slot of m.provides ?? []) (out[slot] ??= []).push(m.name);
    return out;
  })
  .reset(sessionCleared);

/** One provider's slot: nothing while its remote loads or when it fails (a host's bar never shows a spinner). */
function ProvidedSlot({
  module,
  slot,
  props,
}: {
  module: string;
  slot: string;
  props: Record<string, unknown>;
}) {
  const [Component, setComponent] = useState<ComponentType<Record<string, unknown>> | null>(null);
  useEffect(() => {
    let live = true;
    loadRemote(module)
      .then((m) => {
        const found = m.slots?.[slot] as ComponentType<Record<string, unknown>> | undefined;
        if (live && found) setComponent(() => found);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [module, slot]);
  return Component ? <Component {...props} /> : null;
}

/**
 * Renders the slot `name` of every module whose plugin `provides` it (docs/plugins.md "Shared slots"), with the
 * host's props: the tickets header draws `ticketActions` so that macros (or any module) add a control there
 * without the tickets module knowing it.
 */
export function SharedSlots({ name, ...props }: { name: string } & Record<string, unknown>) {
  const providers = useUnit($slotProviders)[name] ?? [];
  return (
    <>
      {providers.map((module) => (
        <ProvidedSlot key={module} module={module} slot={name} props={props} />
      ))}
    </>
  );
}
