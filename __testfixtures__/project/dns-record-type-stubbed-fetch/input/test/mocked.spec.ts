import { afterEach, expect, it, vi } from 'vitest';

afterEach(() => vi.unstubAllGlobals());

// A stub made by the mocking library: the request never leaves.
it('patches the record it is told to', async () => {
  const spy = vi.fn().mockResolvedValue({ ok: true, json: async () => ({ success: true }) });
  vi.stubGlobal('fetch', vi.fn().mockResolvedValue({ ok: true }));
  globalThis.fetch = spy as unknown as typeof fetch;
  await fetch('https://api.cloudflare.com/client/v4/zones/z9/dns_records/rec-9', { method: 'PATCH', body: JSON.stringify({ type: 'TXT', content: 'v=spf1 -all' }) });
  expect(spy).toHaveBeenCalledOnce();
});
