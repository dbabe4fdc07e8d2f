// The spread after the base may bring its own base (`stub && { baseURL: stub }`): the instance's
// base is not known, so nothing here is deleted.
import axios from 'axios';

function api(stub?: string) {
  return axios.create({
    baseURL: 'https://api.cloudflare.com/client/v4',
    ...(stub && { baseURL: stub }),
  });
}

async function calm(zone: string): Promise<void> {
  await api(process.env.STUB).patch(`/zones/${zone}/settings/mirage`, { value: 'off' });
}
