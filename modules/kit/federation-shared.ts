/**
 * @blueprintjs/icons is deliberately not shared: a shared package cannot be tree-shaken and its
 * barrel pulls every icon; core (shared) carries the icon loader the shell configures.
 *
 * The singletons shared between the shell and every remote (DESIGN.md, front end). The shell
 * provides them; a remote built with the same list imports them from the shell at run time.
 */
export const SHARED_PACKAGES = [
  'react',
  'react-dom',
  'react-router-dom',
  'effector',
  'effector-react',
  '@blueprintjs/core',
  'i18next',
  'react-i18next',
  'socket.io-client',
] as const;

type SharedConfig = Record<string, { version?: string; requiredVersion?: string; generate?: boolean }>;

/** The kit is a workspace package: its version is given explicitly. */
export function sharedSingletons(options: { generate?: boolean } = {}): SharedConfig {
  const shared: SharedConfig = {};
  for (const name of SHARED_PACKAGES) shared[name] = options.generate === false ? { generate: false } : {};
  shared['@balcao/kit'] = { version: '0.1.0', ...(options.generate === false ? { generate: false } : {}) };
  return shared;
}
