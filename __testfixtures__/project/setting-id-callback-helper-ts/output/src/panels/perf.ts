import { writeOption } from '../api/zone';

// The caller's callback reaches the request through a helper the wrapper imports: deleting the call
// would leave it uncalled, so the call stays, reported.
export function loosen(zone: string, callback: any): void {
  // cf-codemod(minify-setting): Auto Minify was removed (2024-08-05): delete this call (kept: its callback would never run: delete the call and call callback() yourself)
  writeOption('minify', zone, { css: 'off', html: 'off', js: 'off' }, callback);
}
