const API = 'https://api.cloudflare.com/client/v4';

// Only prints, checks and encodes the URL: nothing here sends it.
function describeBrotli(zone, logger) {
  const url = `${API}/zones/${zone}/settings/brotli`;
  console.log(url);
  console.warn(`${API}/zones/${zone}/settings/brotli`);
  logger.info(url);
  logger.debug(String(url));
  debug(url);
  assert.equal(url, `${API}/zones/${zone}/settings/brotli`);
  expect(url).toBe(`${API}/zones/${zone}/settings/brotli`);
  const text = JSON.stringify({ url });
  if (!zone) throw new Error(url);
  return encodeURI(url) + text;
}

module.exports = { describeBrotli };
