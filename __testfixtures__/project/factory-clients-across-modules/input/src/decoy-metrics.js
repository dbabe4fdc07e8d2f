import { makeMetrics } from './lib/metrics.js';

export async function report(zone, token) {
	const m = makeMetrics(token);
	await m.putSetting(zone, 'minify', { css: 'off' });
}
