import Settings from '../lib/settings';

export async function toggleMinify(zone: string, value?: Record<string, string>): Promise<unknown> {
	if (value) {
		return Settings.set(zone, 'minify', value);
	}
	return Settings.get(zone, 'minify');
}
