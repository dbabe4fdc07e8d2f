import { z } from 'zod';
export declare const RecordSchema: z.ZodObject<{
    id: z.ZodString;
    zone_id: z.ZodString;
    type: z.ZodString;
    name: z.ZodString;
    content: z.ZodString;
    ttl: z.ZodNumber;
    locked: z.ZodBoolean;
}, "strip", z.ZodTypeAny, {
    id: string;
    zone_id: string;
    type: string;
    name: string;
    content: string;
    ttl: number;
    locked: boolean;
}, {
    id: string;
    zone_id: string;
    type: string;
    name: string;
    content: string;
    ttl: number;
    locked: boolean;
}>;
export type DnsRecord = z.infer<typeof RecordSchema>;
