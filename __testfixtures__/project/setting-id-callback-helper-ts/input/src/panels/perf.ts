import { writeOption } from '../api/zone';

// The caller's callback reaches the request through a helper the wrapper imports: deleting the call
// would leave it uncalled, so the call stays, reported.
export function loosen(zone: string, callback: any): void {
  writeOption('minify', zone, { css: 'off', html: 'off', js: 'off' }, callback);
}
