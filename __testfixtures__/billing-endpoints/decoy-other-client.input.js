// A home-grown client with the same method names as the cloudflare SDK; not created from it.
const { createClient } = require('./billing-client');

const client = createClient({ token: process.env.BILLING_TOKEN });

async function show() {
  const profile = await client.user.billing.profile.get();
  const history = await client.user.billing.history.list({ page: 1 });
  return { profile, history };
}

module.exports = { show };
