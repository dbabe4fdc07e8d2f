// A local settings store with a callback API: `server_side_exclude` is a key of its own, no request is sent.
type Cb = (err?: Error) => void;

const store = new Map<string, unknown>();

function save(key: string, value: unknown, cb: Cb): void {
  store.set(key, value);
  setTimeout(() => cb(), 0);
}

export function rememberSse(zone: string, cb: Cb): void {
  save(`/zones/${zone}/settings/server_side_exclude`, 'on', (err) => cb(err));
}
