// Test support: a recording stand-in exported as `cf`, and a maker of the real client for smoke runs.
import Cloudflare from 'cloudflare';

export const recorded: unknown[][] = [];

export const cf = {
  zones: { settings: { edit: async (...args: unknown[]) => recorded.push(args) } },
};

export function liveClient(token: string) {
  const cf = new Cloudflare({ apiToken: token });
  return cf;
}
