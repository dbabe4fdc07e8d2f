import { patchOption } from '../api/v4';

// The caller's `done` is the helper's callback: deleting the request would leave it waiting for ever.
export function unminify(zoneId: string, done: (err: unknown) => void): void {
  patchOption('minify', zoneId, { css: 'off', html: 'off', js: 'off' }, done);
}
