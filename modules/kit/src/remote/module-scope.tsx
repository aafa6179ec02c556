import { createContext, createElement, useContext, type ComponentType } from 'react';

/** The module a component renders in: its name is its i18n namespace (the shell registers `i18n` under it). */
const ModuleName = createContext<string | undefined>(undefined);

/** The name of the module rendering this component; undefined outside one (a shell page). */
export function useModuleName(): string | undefined {
  return useContext(ModuleName);
}

/** The component rendered inside its module's scope, so kit pages read the module's own words. */
export function inModule<P extends object>(name: string, Component: ComponentType<P>): ComponentType<P> {
  const Scoped = (props: P) =>
    createElement(ModuleName.Provider, { value: name }, createElement(Component, props));
  Scoped.displayName = `inModule(${Component.displayName ?? Component.name})`;
  return Scoped;
}
