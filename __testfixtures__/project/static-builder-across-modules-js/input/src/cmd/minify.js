import Settings from '../lib/settings.js';

export async function toggleMinify(zone, value) {
	if (value) {
		return Settings.set(zone, 'minify', value);
	}
	return Settings.get(zone, 'minify');
}
