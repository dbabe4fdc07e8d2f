const axios = require('axios');

const { CLOUDFLARE_ACCOUNT_ID, CLOUDFLARE_API_TOKEN } = process.env;

async function createUploadUrl(userId) {
  const expiry = new Date(Date.now() + 30 * 60 * 1000).toISOString();
  const { data } = await axios.post(
    'https://api.cloudflare.com/client/v4/accounts/' + CLOUDFLARE_ACCOUNT_ID + '/images/v1/direct_upload',
    { requireSignedURLs: false, metadata: { userId: String(userId) }, expiry },
    { headers: { Authorization: `Bearer ${CLOUDFLARE_API_TOKEN}`, 'Content-Type': 'application/json' } },
  );
  return data.result;
}

const cf = axios.create({
  baseURL: 'https://api.cloudflare.com/client/v4',
  headers: { Authorization: `Bearer ${CLOUDFLARE_API_TOKEN}` },
});

async function plainUploadUrl() {
  const res = await cf.post(`/accounts/${CLOUDFLARE_ACCOUNT_ID}/images/v1/direct_upload`, {});
  return res.data.result.uploadURL;
}

module.exports = { createUploadUrl, plainUploadUrl };
