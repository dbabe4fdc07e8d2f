import { cfPatchThen } from './cf';

// `done` is handed to the imported helper, which calls it when the request settles: deleted, the
// request would leave it waiting for ever.
export function unminify(zoneId, done) {
  cfPatchThen(`/zones/${zoneId}/settings/minify`, { value: 'off' }, done);
}

// A callback that does nothing loses nothing: the request goes.
export function unminifyQuiet(zoneId, body) {
  cfPatchThen(`/zones/${zoneId}/settings/minify`, body, () => {});
}
