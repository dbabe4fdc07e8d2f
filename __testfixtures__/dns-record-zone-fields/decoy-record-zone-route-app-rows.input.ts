import axios from 'axios';

const API = 'https://api.cloudflare.com/client/v4';

// The app's own claim on a name: it stores the zone and the record id it was given.
interface Lease {
  id: string;
  zone_id: string;
  holder: string;
}

export async function expire(lease: Lease, token: string): Promise<void> {
  await axios.delete(`${API}/zones/${lease.zone_id}/dns_records/${lease.id}`, { headers: { Authorization: `Bearer ${token}` } });
}

// A value handed in with an inline type: nothing says it is a record the API gave.
export async function forget(entry: { id: string; zone_id: string }, token: string): Promise<void> {
  await axios.delete(`${API}/zones/${entry.zone_id}/dns_records/${entry.id}`, { headers: { Authorization: `Bearer ${token}` } });
}
