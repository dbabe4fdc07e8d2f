import { MirrorSettings, ProductionZones, StaticMirror, StaticProduction } from '../lib/mirror.js';

export async function minifyOff(zoneId) {
	await new MirrorSettings().setMinify(zoneId, { css: 'off' });
	await new ProductionZones().setMinify(zoneId, { css: 'off' });
	await StaticMirror.request('/zones/' + zoneId + '/settings/minify', { method: 'PATCH', body: JSON.stringify({ value: { css: 'off' } }) });
	console.log('minify off', zoneId);
}
