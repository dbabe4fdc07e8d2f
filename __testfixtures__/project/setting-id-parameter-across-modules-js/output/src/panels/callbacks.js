import { patchOption } from '../api/v4';

// The caller's `done` is the helper's callback: deleting the request would leave it waiting for ever.
export function unminify(zoneId, done) {
  // cf-codemod(minify-setting): Auto Minify was removed (2024-08-05): delete this call (kept: its callback would never run: delete the call and call done() yourself)
  patchOption('minify', zoneId, { css: 'off', html: 'off', js: 'off' }, done);
}
