const Cloudflare = require('cloudflare');

module.exports = new Cloudflare({ apiToken: process.env.CLOUDFLARE_API_TOKEN });
