const API = 'https://api.cloudflare.com/client/v4';

export async function legacyOn(zone: string, token: string): Promise<string> {
  return 'done';
}

export function oldOff(zone: string, token: string): string {
  return 'queued';
}
