const https = require('https');

const API = 'https://api.cloudflare.com/client/v4';

async function uploadWorkerBundle(accountId, name, stream, length) {
  const headers = new Headers({ Authorization: `Bearer ${process.env.CF_API_TOKEN}` });
  headers.set('Transfer-Encoding', 'chunked');
  const res = await fetch(`${API}/accounts/${accountId}/workers/scripts/${name}`, {
    method: 'PUT',
    headers,
    body: stream,
    duplex: 'half',
  });
  return res.json();
}

function putKv(accountId, namespace, key, data) {
  const req = https.request({
    hostname: 'api.cloudflare.com',
    path: `/client/v4/accounts/${accountId}/storage/kv/namespaces/${namespace}/values/${key}`,
    method: 'PUT',
    headers: { Authorization: `Bearer ${process.env.CF_API_TOKEN}`, 'Transfer-Encoding': 'chunked' },
  });
  req.end(data);
  return req;
}

module.exports = { uploadWorkerBundle, putKv };
