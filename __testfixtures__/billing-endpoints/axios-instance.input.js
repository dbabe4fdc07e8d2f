const axios = require('axios');

const cloudflare = axios.create({
  baseURL: 'https://api.cloudflare.com/client/v4',
  headers: { 'X-Auth-Email': process.env.CF_EMAIL, 'X-Auth-Key': process.env.CF_KEY },
});

async function billingSummary() {
  const { data: profile } = await cloudflare.get('/user/billing/profile');
  const { data: history } = await cloudflare.get('/user/billing/history', { params: { per_page: 20 } });
  return {
    email: profile.result.payment_email,
    lastInvoice: history.result[0],
  };
}

async function userDetails() {
  const { data } = await cloudflare.get('/user');
  return data.result;
}

module.exports = { billingSummary, userDetails };
