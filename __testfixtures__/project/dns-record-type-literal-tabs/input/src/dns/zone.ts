export type Zone = {
	id: string;
	zone_id: string;
	name: string;
	locked: boolean;
};
