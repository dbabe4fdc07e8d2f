// Typed: the finish callback handed to the defaults-made client must still run, so the call stays.
import request from 'request';

const api = request.defaults({ baseUrl: 'https://api.cloudflare.com/client/v4', json: true });

export function quiet(zoneId: string, finish: (err: Error | null) => void): void {
  // cf-codemod(mirage-setting): Mirage was removed (2026-01-01): delete this call (kept: its callback would never run: delete the call and call finish() yourself)
  api.patch({ url: `/zones/${zoneId}/settings/mirage`, body: { value: 'off' } }, (err: Error | null) => finish(err));
}
