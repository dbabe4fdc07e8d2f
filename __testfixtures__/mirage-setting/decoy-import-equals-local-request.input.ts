// Our own module named request (a queue of jobs), not the package: its create makes no HTTP client.
import request = require('./request');

const jobs = request.create({ baseURL: 'https://api.cloudflare.com/client/v4' });

export async function queueMirageOff(zone: string): Promise<void> {
  await jobs.patch(`/zones/${zone}/settings/mirage`, { value: 'off' });
}
