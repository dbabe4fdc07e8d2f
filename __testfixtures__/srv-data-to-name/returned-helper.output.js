// The records of a zone, fetched by a helper and shown by the service they belong to.
const api = 'https://api.cloudflare.com/client/v4';

const fetchRecords = async (zone, token) => {
  const res = await fetch(`${api}/zones/${zone}/dns_records?per_page=100`, { headers: { Authorization: 'Bearer ' + token } });
  const body = await res.json();
  return body.result;
};

async function services(zone, token) {
  const all = await fetchRecords(zone, token);
  const srv = all.find((r) => r.type === 'SRV');
  return srv ? srv.name.split('.')[0] + '/' + srv.name.split('.')[1] : null;
}

async function mixed(zone, token) {
  const all = await fetchRecords(zone, token);
  // cf-codemod(srv-data-to-name): SRV data.service is no longer returned: derive it from the record's name (name.split('.')[0])
  return all.map((r) => r.data.service);
}

module.exports = { services, mixed };
