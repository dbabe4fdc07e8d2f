import Api from './api';
import { MetricsApi } from './metrics';

export class MetricSettings extends MetricsApi {
	static async get(zone: string, name: string): Promise<unknown> {
		return MetricSettings.request(MetricSettings.endpoint(`zones/${zone}/settings/${name}`));
	}
}

// A subclass whose own root sends the inherited builder's URL elsewhere.
export class MirrorSettings extends Api {
	static root(): string {
		return 'https://mirror.example.org/client/v4';
	}

	static async get(zone: string, name: string): Promise<unknown> {
		return MirrorSettings.request(MirrorSettings.endpoint(`zones/${zone}/settings/${name}`));
	}
}
