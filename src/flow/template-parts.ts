import type { ASTNode } from 'jscodeshift';
import type { Origin, PartCondition } from './value';

/*
 * One template for an expression (one-template.ts): the pieces its text is made of, in order. A
 * value's parts (value.ts `Part`) are one of several values; a template's are what every value of
 * the expression has in common where it is written: known text, each with the literal it may be
 * edited in, and a dynamic part wherever what is sent varies (a parameter, a loop's element, anything
 * not known). The URL resolver's parts (src/cloudflare/shapes.ts `UrlPart`) are these, with what the
 * resolver adds (a wrapper's parameter index, a proxy's prefix).
 */

/**
 * Known text: the literal it is written in when the expression may edit it there (`node`), else null
 * with the literal it was read from (`written`, for messages and markers), null too when computed.
 */
export type TextPart = { kind: 'text'; text: string; node: ASTNode | null; written?: ASTNode | null };

/** A piece that varies: the expression that holds it, and where its value comes from when the layer says (a parameter, a loop's element). */
export type DynamicPart = {
  kind: 'dynamic';
  node: ASTNode | null;
  origin?: Origin;
  /** The test what is held here must answer for the template to hold (value.ts's `PartCondition`): the asker decides it with the value it binds here. */
  when?: PartCondition;
};

export type TemplatePart = TextPart | DynamicPart;

/** A template: its parts, its text with every dynamic part written `:param`, and where each part starts in that text. */
export interface Template<P extends TemplatePart = TemplatePart> {
  parts: P[];
  text: string;
  offsets: number[];
}

/** Parts put together as a template (also a prefix put before a call's path). */
export function joinTemplate<P extends TemplatePart>(parts: P[]): Template<P> {
  let text = '';
  const offsets: number[] = [];
  for (const part of parts) {
    offsets.push(text.length);
    text += part.kind === 'text' ? part.text : ':param';
  }
  return { parts, text, offsets };
}

/** A template's parts with the text made read-only: not to be edited from here (a base shared by other calls), still saying where it is written. */
export function readOnlyParts<P extends TemplatePart>(template: Template<P>): P[] {
  return template.parts.map((p) => (p.kind === 'text' ? { ...p, node: null, written: p.written ?? p.node ?? undefined } : p));
}
