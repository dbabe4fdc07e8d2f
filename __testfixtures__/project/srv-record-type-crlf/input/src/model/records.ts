/**
 * Shapes of the DNS records the VoIP gateway registers with Cloudflare.
 */

// SRV records are published per tenant (see publish/voip.ts).
export interface VoipSrv {
	type: string;
	ttl: number;
	data: {
		service: string;
		proto: string;
		name: string;
		priority: number;
		weight: number;
		port: number;
		target: string;
	};
}
