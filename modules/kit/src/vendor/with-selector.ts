/**
 * `useSyncExternalStoreWithSelector` as an ES module over React's own `useSyncExternalStore`, a port of React's
 * `use-sync-external-store/with-selector` (MIT, Meta). Why: recharts 3 (through react-redux) imports that package,
 * which is CommonJS and `require`s react; in a federated remote such a require is bundled as a second React
 * instead of the shell's shared one, and the chart crashes with "Cannot read properties of null (reading
 * 'useRef')". The kit's vite-remote.ts points both of the package's entry points here, for every remote, so React
 * comes from the shell.
 */
/* eslint-disable react-hooks/immutability -- React's algorithm: the memo and the instance are mutated on purpose */
import { useDebugValue, useEffect, useMemo, useState, useSyncExternalStore } from 'react';

type Selection<S> = { hasValue: boolean; value: S | null };

export function useSyncExternalStoreWithSelector<Snapshot, Selected>(
  subscribe: (onStoreChange: () => void) => () => void,
  getSnapshot: () => Snapshot,
  getServerSnapshot: undefined | null | (() => Snapshot),
  selector: (snapshot: Snapshot) => Selected,
  isEqual?: (a: Selected, b: Selected) => boolean,
): Selected {
  // the last selection handed out, kept across renders so an equal one keeps its identity
  const [inst] = useState(() => ({ hasValue: false, value: null }) as Selection<Selected>);
  const [getSelection, getServerSelection] = useMemo(() => {
    let hasMemo = false;
    let memoizedSnapshot: Snapshot;
    let memoizedSelection: Selected;
    const memoizedSelector = (nextSnapshot: Snapshot): Selected => {
      if (!hasMemo) {
        hasMemo = true;
        memoizedSnapshot = nextSnapshot;
        const nextSelection = selector(nextSnapshot);
        if (isEqual !== undefined && inst.hasValue && isEqual(inst.value as Selected, nextSelection))
          return (memoizedSelection = inst.value as Selected);
        return (memoizedSelection = nextSelection);
      }
      const currentSelection = memoizedSelection;
      if (Object.is(memoizedSnapshot, nextSnapshot)) return currentSelection;
      const nextSelection = selector(nextSnapshot);
      if (isEqual !== undefined && isEqual(currentSelection, nextSelection)) {
        memoizedSnapshot = nextSnapshot;
        return currentSelection;
      }
      memoizedSnapshot = nextSnapshot;
      return (memoizedSelection = nextSelection);
    };
    const server = getServerSnapshot ?? null;
    return [
      () => memoizedSelector(getSnapshot()),
      server === null ? undefined : () => memoizedSelector(server()),
    ] as const;
  }, [getSnapshot, getServerSnapshot, selector, isEqual, inst]);
  const value = useSyncExternalStore(subscribe, getSelection, getServerSelection);
  useEffect(() => {
    inst.hasValue = true;
    inst.value = value;
  }, [inst, value]);
  useDebugValue(value);
  return value;
}

// the CommonJS package's `module.exports`, for importers that take its default (effector-react does)
export default { useSyncExternalStoreWithSelector };
