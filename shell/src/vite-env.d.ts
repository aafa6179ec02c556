/// <reference types="vite/client" />

declare module 'virtual:__federation__' {
  interface RemoteConfig {
    url: string | (() => Promise<string>);
    format: 'esm' | 'systemjs' | 'var';
    from: 'vite' | 'webpack';
  }
  export function __federation_method_setRemote(name: string, config: RemoteConfig): void;
  export function __federation_method_getRemote(name: string, exposed: string): Promise<unknown>;
  export function __federation_method_unwrapDefault(module: unknown): unknown;
}

/** The paths of every icon the shell's sources name, at 16 and 20 px (build/icon-chunks.ts). */
declare module 'virtual:balcao-shell-icons' {
  const icons: Record<string, [string[], string[]]>;
  export default icons;
}
