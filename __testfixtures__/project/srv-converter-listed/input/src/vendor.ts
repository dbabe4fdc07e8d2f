// Another DNS provider's API, which still takes SRV parts in data.
export function toVendorBody(label: string, port: number) {
  return { type: 'SRV', data: { service: '_sip', proto: '_tls', name: label, priority: 10, weight: 0, port, target: label } };
}

export async function pushVendor(labels: string[]) {
  for (const body of labels.map((l) => toVendorBody(l, 5061))) {
    await fetch('https://dns.example.net/v1/records', { method: 'POST', body: JSON.stringify(body) });
  }
}
