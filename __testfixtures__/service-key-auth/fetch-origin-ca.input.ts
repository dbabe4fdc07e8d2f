const CF_API = 'https://api.cloudflare.com/client/v4';
const ORIGIN_CA_KEY = process.env.CF_ORIGIN_CA_KEY ?? '';

export async function issueOriginCert(csr: string, hostnames: string[]): Promise<string> {
  const res = await fetch(`${CF_API}/certificates`, {
    method: 'POST',
    headers: { 'X-Auth-User-Service-Key': ORIGIN_CA_KEY, 'Content-Type': 'application/json' },
    body: JSON.stringify({ csr, hostnames, request_type: 'origin-rsa', requested_validity: 5475 }),
  });
  const body = (await res.json()) as { result: { certificate: string } };
  return body.result.certificate;
}

const caHeaders = {
  'x-auth-user-service-key': ORIGIN_CA_KEY,
};

export async function listOriginCerts(zoneId: string): Promise<unknown> {
  const res = await fetch(`${CF_API}/certificates?zone_id=${zoneId}`, { headers: caHeaders });
  return res.json();
}

export async function revokeOriginCert(certId: string): Promise<void> {
  const headers = new Headers();
  headers.set('X-Auth-User-Service-Key', ORIGIN_CA_KEY);
  await fetch(`${CF_API}/certificates/${certId}`, { method: 'DELETE', headers });
}
