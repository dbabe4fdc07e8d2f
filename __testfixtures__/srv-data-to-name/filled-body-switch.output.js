const CF = 'https://api.cloudflare.com/client/v4';

async function createRecord(zone, body) {
  const res = await fetch(`${CF}/zones/${zone}/dns_records`, { method: 'POST', headers: { Authorization: `Bearer ${process.env.CF_API_TOKEN}` }, body: JSON.stringify(body) });
  return res.json();
}

async function addService(zone, svc) {
  const record = {};
  switch (svc.kind) {
    case 'srv':
      record.type = 'SRV';
      record.data = { priority: 0, weight: 0, port: svc.port, target: svc.target };
      record.name = `${svc.service}.${svc.proto}.${svc.host}`;
      break;
    default:
      record.type = 'CNAME';
      record.content = svc.target;
  }
  return createRecord(zone, record);
}

module.exports = { addService };
