/** Lock states of a zone: not DNS records (no content, no ttl). */
export type LockState =
  | { id: string; zone_id: string; name: string; type: 'held'; locked: true }
  | { id: string; zone_id: string; name: string; type: 'free'; locked: false };

export type Held = Pair2<{ zone_id: string; locked: boolean }, { zone_id: string; locked: boolean }>;
type Pair2<A, B> = [A, B];
