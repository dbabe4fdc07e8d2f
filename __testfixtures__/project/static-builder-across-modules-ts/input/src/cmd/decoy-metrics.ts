import { MetricSettings, MirrorSettings } from '../lib/metric-settings';

export async function readBoth(zone: string): Promise<unknown> {
	await MetricSettings.get(zone, 'minify');
	return MirrorSettings.get(zone, 'minify');
}
