// A file with Cloudflare calls and error handling, where 1004 is an app's own status code.
const API = 'https://api.cloudflare.com/client/v4';
const RETRYABLE = new Set([1004, 1005]);

function shouldRetry(job) {
  return job.attempts < 3 && job.state === 1004;
}

async function purge(zone) {
  try {
    await fetch(`${API}/zones/${zone}/purge_cache`, { method: 'POST', body: '{"purge_everything":true}' });
  } catch (e) {
    console.error(e);
  }
}

module.exports = { purge, shouldRetry, RETRYABLE };
