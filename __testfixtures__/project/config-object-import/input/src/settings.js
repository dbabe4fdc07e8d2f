const settings = {
  cfBase: 'https://api.cloudflare.com/client/v4',
  zoneId: process.env.CF_ZONE_ID,
};

module.exports = settings;
