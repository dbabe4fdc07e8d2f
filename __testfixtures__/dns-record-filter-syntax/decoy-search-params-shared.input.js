const API = 'https://api.cloudflare.com/client/v4';

// Shared query parameters with no old operator in them: nothing to rewrite, nothing to report.
export async function plain(zoneId) {
  const query = new URLSearchParams({ name: 'www.example.com', type: 'A' });
  console.log(`asking for ${query}`);
  await fetch(`https://mirror.internal/records?${query}`);
  return fetch(`${API}/zones/${zoneId}/dns_records?${query}`);
}

// The old operator text in params shared between two hosts, none of them Cloudflare's.
export async function elsewhere() {
  const query = new URLSearchParams({ name: 'contains:shop' });
  await fetch(`https://search.example.com/records?${query}`);
  return fetch(`https://mirror.internal/dns_records?${query}`);
}
