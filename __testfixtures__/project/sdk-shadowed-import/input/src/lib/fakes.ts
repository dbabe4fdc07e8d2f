// Test support: a recording stand-in exported as `cf`, a maker of the real client for smoke runs,
// and script uploads wrapped the way the SDK wants them.
import Cloudflare, { toFile } from 'cloudflare';

export const recorded: unknown[][] = [];

export const cf = {
  zones: { settings: { edit: async (...args: unknown[]) => recorded.push(args) } },
};

export function liveClient(token: string) {
  const cf = new Cloudflare({ apiToken: token });
  return cf;
}

export const asUpload = (source: string) => toFile(Buffer.from(source), 'worker.js');
