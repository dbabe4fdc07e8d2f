const API = 'https://api.cloudflare.com/client/v4';

// Prints the URL a path stands for before the call: the helper sends nothing itself.
export function trace(path: string, logger: { info(m: string): void }): void {
  logger.info(`${API}${path}`);
}

export async function brotliOn(zone: string, logger: { info(m: string): void }): Promise<void> {
  trace(`/zones/${zone}/settings/brotli`, logger);
  await fetch(`${API}/zones/${zone}/settings/brotli`, { method: 'PATCH', body: JSON.stringify({ value: 'on' }) });
}
