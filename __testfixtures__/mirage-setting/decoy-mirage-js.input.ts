import { createServer } from 'miragejs';

// A Mirage.js mock of our own admin API: its routes look like Cloudflare's, but it is not a call.
export function makeServer() {
  return createServer({
    routes() {
      this.namespace = 'api';
      this.patch('/zones/:id/settings/mirage', () => ({ result: { id: 'mirage', value: 'on' } }));
      this.get('/zones/:id/pagerules', () => ({ result: [{ actions: [{ id: 'mirage', value: 'on' }] }] }));
    },
  });
}

// Our own rules service, on another host.
export async function saveRule(zoneId: string): Promise<void> {
  await fetch(`https://rules.internal.example/zones/${zoneId}/pagerules`, {
    method: 'POST',
    body: JSON.stringify({ actions: [{ id: 'mirage', value: 'on' }, { id: 'cache_level', value: 'bypass' }] }),
  });
  await fetch(`/zones/${zoneId}/settings/mirage`, { method: 'PATCH', body: JSON.stringify({ value: 'on' }) });
}
