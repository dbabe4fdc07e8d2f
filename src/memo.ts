/**
 * A `memo` (TransformContext.memo) over a store its caller holds: a key's value is computed once and
 * kept until the caller clears the store (the runner does when a transform edits the tree).
 */
export function memoIn(store: Map<string, unknown>): <T>(key: string, compute: () => T) => T {
  return <T>(key: string, compute: () => T): T => {
    if (!store.has(key)) store.set(key, compute());
    return store.get(key) as T;
  };
}

/** A context's memo, or none: each key computed at every ask (a caller outside the runner). */
export function memoOr(memo: (<T>(key: string, compute: () => T) => T) | undefined): <T>(key: string, compute: () => T) => T {
  return memo ?? ((_key, compute) => compute());
}
