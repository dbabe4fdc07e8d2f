const API = 'https://api.cloudflare.com/client/v4';

export async function legacyOn(zone, token) {
  return 'done';
}

export function oldOff(zone, token) {
  return 'queued';
}
