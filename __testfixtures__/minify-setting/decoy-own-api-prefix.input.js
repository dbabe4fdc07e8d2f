// The app's own server answers /api: a relative path, even one naming a zone setting, is not the API.
const API_PREFIX = '/api';

export async function dropMinify(id) {
  const res = await fetch(`${API_PREFIX}/zones/${id}/settings/minify`, { method: 'PATCH', body: JSON.stringify({ value: { css: 'off', html: 'off', js: 'off' } }) });
  return res.json();
}
