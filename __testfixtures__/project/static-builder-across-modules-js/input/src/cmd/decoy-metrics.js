import { MetricSettings, MirrorSettings } from '../lib/metric-settings.js';

export async function readBoth(zone) {
	await MetricSettings.get(zone, 'minify');
	return MirrorSettings.get(zone, 'minify');
}
