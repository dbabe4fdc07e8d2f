const API = 'https://api.cloudflare.com/client/v4';

const settingUrl = (zoneId: string, id: string): string => {
  id = id.replace('brotli', 'early_hints');
  return API + '/zones/' + zoneId + '/settings/' + id;
};

export async function enable(zoneId: string): Promise<void> {
  await fetch(settingUrl(zoneId, 'brotli'), { method: 'PATCH', body: JSON.stringify({ value: 'on' }) });
}
