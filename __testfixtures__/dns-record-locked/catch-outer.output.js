// The catch clause names its error otherwise: `entry` is the record declared above, sent as it is.
const CF = 'https://api.cloudflare.com/client/v4';

export async function retryPin(zoneId, recordId, token) {
  const entry = { type: 'AAAA', name: 'api', content: '2001:db8::1' };
  try {
    await journal.write(entry);
  } catch (failure) {
    await fetch(`${CF}/zones/${zoneId}/dns_records/${recordId}`, {
      method: 'PATCH',
      headers: { Authorization: `Bearer ${token}` },
      body: JSON.stringify(entry),
    });
  }
}
