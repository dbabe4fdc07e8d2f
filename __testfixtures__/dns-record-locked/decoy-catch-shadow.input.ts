// The catch clause's `entry` is the error thrown, not the record declared above: the body sent is
// the error, so the record stays as written.
const CF = 'https://api.cloudflare.com/client/v4';

export async function retryPin(zoneId: string, recordId: string, token: string): Promise<void> {
  const entry = { type: 'AAAA', name: 'api', content: '2001:db8::1', locked: true };
  try {
    await journal.write(entry);
  } catch (entry) {
    await fetch(`${CF}/zones/${zoneId}/dns_records/${recordId}`, {
      method: 'PATCH',
      headers: { Authorization: `Bearer ${token}` },
      body: JSON.stringify(entry),
    });
  }
}

declare const journal: { write(e: object): Promise<void> };
