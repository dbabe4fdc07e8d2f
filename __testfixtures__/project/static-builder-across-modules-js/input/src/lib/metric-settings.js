import Api from './api.js';
import { MetricsApi } from './metrics.js';

export class MetricSettings extends MetricsApi {
	static async get(zone, name) {
		return MetricSettings.request(MetricSettings.endpoint(`zones/${zone}/settings/${name}`));
	}
}

// A subclass whose own root sends the inherited builder's URL elsewhere.
export class MirrorSettings extends Api {
	static root() {
		return 'https://mirror.example.org/client/v4';
	}

	static async get(zone, name) {
		return MirrorSettings.request(MirrorSettings.endpoint(`zones/${zone}/settings/${name}`));
	}
}
