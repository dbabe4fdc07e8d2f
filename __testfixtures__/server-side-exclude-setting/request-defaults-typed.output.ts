// The same request client written in TypeScript: `defaults` with the API base, then a GET of one setting.
import request from 'request';

const api = request.defaults({ baseUrl: 'https://api.cloudflare.com/client/v4', json: true });

export function excludes(zone: string, done: (err: Error | null, on?: boolean) => void): void {
  // cf-codemod(server-side-exclude-setting): Server-side Excludes can no longer be read (removed 2024-06-14): drop the code that depends on it (kept: its callback would never run: delete the call and call done() yourself)
  api.get(`/zones/${zone}/settings/server_side_exclude`, (err: Error | null, _res: unknown, body: { result: { value: string } }) => {
    done(err, body?.result.value === 'on');
  });
}
