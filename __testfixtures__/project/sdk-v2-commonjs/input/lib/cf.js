const cloudflare = require('cloudflare');

module.exports = cloudflare({ token: process.env.CLOUDFLARE_TOKEN });
