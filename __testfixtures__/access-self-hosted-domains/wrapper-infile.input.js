const BASE = 'https://api.cloudflare.com/client/v4';

async function cf(path, method, body) {
  const res = await fetch(BASE + path, {
    method,
    headers: { Authorization: 'Bearer ' + process.env.CF_TOKEN, 'Content-Type': 'application/json' },
    body: body && JSON.stringify(body),
  });
  return res.json();
}

function createApp(accountId, domain) {
  return cf('/accounts/' + accountId + '/access/apps', 'POST', {
    type: 'self_hosted',
    domain,
    self_hosted_domains: [domain, 'www.' + domain],
  });
}

module.exports = { createApp };
