const axios = require('axios');

const { CLOUDFLARE_ACCOUNT_ID, CLOUDFLARE_API_TOKEN } = process.env;

async function createUploadUrl(userId) {
  const expiry = new Date(Date.now() + 30 * 60 * 1000).toISOString();
  const form = new FormData();
  form.append('requireSignedURLs', 'false');
  form.append('metadata', JSON.stringify({ userId: String(userId) }));
  form.append('expiry', expiry);
  const { data } = await axios.post(
    'https://api.cloudflare.com/client/v4/accounts/' + CLOUDFLARE_ACCOUNT_ID + '/images/v2/direct_upload',
    form,
    { headers: { Authorization: `Bearer ${CLOUDFLARE_API_TOKEN}` } },
  );
  return data.result;
}

const cf = axios.create({
  baseURL: 'https://api.cloudflare.com/client/v4',
  headers: { Authorization: `Bearer ${CLOUDFLARE_API_TOKEN}` },
});

async function plainUploadUrl() {
  const res = await cf.post(`/accounts/${CLOUDFLARE_ACCOUNT_ID}/images/v2/direct_upload`);
  return res.data.result.uploadURL;
}

module.exports = { createUploadUrl, plainUploadUrl };
