const CF = process.env.CF_BASE_URL || 'https://api.cloudflare.com/client/v4';

function settingEndpoint(zoneId, name) {
  return `${CF}/zones/${zoneId}/settings/${name}`;
}

module.exports.images = async (zoneId) => {
  await fetch(settingEndpoint(zoneId, 'polish'), { method: 'PATCH', body: JSON.stringify({ value: 'lossless' }) });
};
