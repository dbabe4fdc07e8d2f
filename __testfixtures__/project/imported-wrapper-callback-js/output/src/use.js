import { cfPatchThen } from './cf';

// `done` is handed to the imported helper, which calls it when the request settles: deleted, the
// request would leave it waiting for ever.
export function unminify(zoneId, done) {
  // cf-codemod(minify-setting): Auto Minify was removed (2024-08-05): delete this call (kept: its callback would never run: delete the call and call done() yourself)
  cfPatchThen(`/zones/${zoneId}/settings/minify`, { value: 'off' }, done);
}

// A callback that does nothing loses nothing: the request goes.
export function unminifyQuiet(zoneId, body) {}
