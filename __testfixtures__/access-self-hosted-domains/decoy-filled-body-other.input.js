const axios = require('axios');

const cf = axios.create({ baseURL: 'https://api.cloudflare.com/client/v4' });

// self_hosted_domains written on objects that are not an Access application body: a local summary,
// and a body sent to another endpoint.
async function protect(accountId, title, hosts) {
  const summary = { title };
  summary.self_hosted_domains = hosts;
  console.log(summary);
  const app = { name: title, type: 'self_hosted', destinations: hosts.map((uri) => ({ type: 'public', uri })) };
  const { data } = await cf.post(`/accounts/${accountId}/access/apps`, app);
  const note = { app: data.result.id };
  note.self_hosted_domains = hosts;
  await cf.post(`/accounts/${accountId}/workers/scripts/notes`, note);
  return data.result.id;
}

module.exports = { protect };
