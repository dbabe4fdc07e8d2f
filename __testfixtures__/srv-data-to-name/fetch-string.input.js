// Creates the SIP records of the office PBX (run once per environment).
const fetch = require('node-fetch');

const ZONE_RECORDS = 'https://api.cloudflare.com/client/v4/zones/023e105f4ecef8ad9ca31a8372d0c353/dns_records';

async function createRecord(record) {
  const res = await fetch(ZONE_RECORDS, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${process.env.CF_API_TOKEN}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify(record),
  });
  return res.json();
}

async function main() {
  const sip = {
    type: 'SRV',
    data: { service: '_sip', proto: '_udp', name: 'voip.example.com', priority: 10, weight: 60, port: 5060, target: 'pbx.example.com' },
  };
  const res = await fetch('https://api.cloudflare.com/client/v4/zones/023e105f4ecef8ad9ca31a8372d0c353/dns_records', {
    method: 'POST',
    headers: { Authorization: `Bearer ${process.env.CF_API_TOKEN}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(sip),
  });
  console.log(await res.json());

  await fetch('https://api.cloudflare.com/client/v4/zones/023e105f4ecef8ad9ca31a8372d0c353/dns_records', {
    method: 'POST',
    headers: { Authorization: `Bearer ${process.env.CF_API_TOKEN}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      type: 'SRV',
      data: { service: '_sips', proto: '_tcp', name: '@', priority: 10, weight: 60, port: 5061, target: 'pbx.example.com' },
    }),
  });

  // A NAPTR record beside them keeps its data.service.
  await createRecord({ type: 'NAPTR', name: 'example.com', data: { order: 100, preference: 10, flags: 'S', service: 'SIP+D2U', regex: '', replacement: '_sip._udp.example.com' } });
}

main();
