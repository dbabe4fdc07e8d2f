const API = 'https://api.cloudflare.com/client/v4';

// One setting's path glued to the collection (`/brotli`): the exact collection only when the tail is empty.
export const setting = (zoneId: string, rest: string, token: string) =>
  fetch(`${API}/zones/${zoneId}/settings${rest}`, { headers: { Authorization: `Bearer ${token}` } });
