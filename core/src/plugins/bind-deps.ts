/** The functions of `F`, each without its first parameter (the dependencies `bindDeps` hands it). */
export type BoundTo<D, F> = {
  [K in keyof F]: F[K] extends (deps: D, ...args: infer A) => infer R ? (...args: A) => R : never;
};

/**
 * A plugin's services bound to the kernel: each of `fns` is one verb written `(deps, companyId, ...)`, and comes
 * back as `(companyId, ...)` calling it with `deps`, which is what the routes, the listeners and other plugins call.
 */
export function bindDeps<D, F extends Record<string, (deps: D, ...args: never[]) => unknown>>(
  deps: D,
  fns: F,
): BoundTo<D, F> {
  const bound: Record<string, unknown> = {};
  for (const [name, fn] of Object.entries(fns))
    bound[name] = (...args: never[]) => (fn as (deps: D, ...rest: never[]) => unknown)(deps, ...args);
  return bound as BoundTo<D, F>;
}
