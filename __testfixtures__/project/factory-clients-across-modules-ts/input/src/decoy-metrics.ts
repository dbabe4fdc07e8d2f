import { makeMetrics } from './lib/metrics';

export async function report(zone: string, token: string): Promise<void> {
	const m = makeMetrics(token);
	await m.putSetting(zone, 'minify', { css: 'off' });
}
