const API = 'https://api.cloudflare.com/client/v4';

// Logs the URL a path stands for: a helper that prints, it sends nothing.
function logPath(path) {
  console.log(`${API}${path}`);
}

async function brotli(zone) {
  logPath(`/zones/${zone}/settings/brotli`);
}

module.exports = { brotli };
