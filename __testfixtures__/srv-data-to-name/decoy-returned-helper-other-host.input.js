// Another provider's records (DigitalOcean), fetched by a helper of the same shape.
const DO = 'https://api.digitalocean.com/v2';

const fetchRecords = async (domain, token) => {
  const res = await fetch(`${DO}/domains/${domain}/records`, { headers: { Authorization: 'Bearer ' + token } });
  const body = await res.json();
  return body.domain_records;
};

async function services(domain, token) {
  const all = await fetchRecords(domain, token);
  const srv = all.find((r) => r.type === 'SRV');
  return srv ? srv.data.service + '/' + srv.data.proto : null;
}

module.exports = { services };
