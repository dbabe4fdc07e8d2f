import { z } from 'zod';
export declare const RecordSchema: z.ZodObject<{
    id: z.ZodString;
    type: z.ZodString;
    name: z.ZodString;
    content: z.ZodString;
    ttl: z.ZodNumber;
}, "strip", z.ZodTypeAny, {
    id: string;
    type: string;
    name: string;
    content: string;
    ttl: number;
}, {
    id: string;
    type: string;
    name: string;
    content: string;
    ttl: number;
}>;
export type DnsRecord = z.infer<typeof RecordSchema>;
