import { putZoneOption } from "../api/v4";

export async function legacy(zoneId: string): Promise<void> {
	// cf-codemod(brotli-setting): brotli setting removed (2024-08-15): delete where the value is 'on'; 'off' needs a Compression Rule (Enterprise)
	await putZoneOption("brotli", zoneId, "on");
}
