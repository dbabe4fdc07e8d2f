import type { ASTNode } from 'jscodeshift';
import { currentIndex } from '../../ast/node-index';
import { isProperty, keyName, stringValue, unwrap } from '../../ast/syntax';
import type { RecognitionContext } from '../calls/calls';
import { ZONE_SETTING_IDS } from './zone-setting-ids';

/*
 * The second tier's settings sent by id: a file that spells `/zones/${zone}/settings/${id}` (the
 * setting's id an expression) and lists its settings as objects (`{ id: 'brotli', label: … }`) sends
 * each entry's setting through that one request. An entry whose id is a setting a template names
 * (`/zones/:zone_id/settings/brotli`) is then where that setting is written: reported there. So is
 * the key of a table of values by setting (a preset `{ ssl: 'strict', brotli: 'on', … }`). The list
 * may sit in a module of its own, imported by the one that sends (untraced.ts asks its importers).
 */

/** The `id: '<setting>'` entries of object literals in the file (a list of the settings it manages). */
export function settingEntries(ctx: RecognitionContext, setting: string): ASTNode[] {
  const out: ASTNode[] = [];
  currentIndex(ctx).of('ObjectExpression').forEach((p) => {
    for (const q of p.value.properties) {
      if (isProperty(q) && keyName(q) === 'id' && stringValue(unwrap(q.value)) === setting) out.push(q);
    }
  });
  return out;
}

/** Other zone setting ids a table of values by setting names besides the one reported (a bundler's `{ minify: true, sourcemap: true }` names none). */
const PRESET_OTHERS = 2;

/**
 * The `<setting>: value` entries of object literals whose keys are mostly zone setting ids, the
 * setting and at least PRESET_OTHERS others among them (a preset `{ ssl: 'strict', minify: {…}, brotli: 'on' }`).
 */
export function presetEntries(ctx: RecognitionContext, setting: string): ASTNode[] {
  const out: ASTNode[] = [];
  currentIndex(ctx).of('ObjectExpression').forEach((p) => {
    const o = p.value;
    const keys = o.properties.map((q: ASTNode) => (isProperty(q) && !(q as { computed?: boolean }).computed ? keyName(q) : undefined));
    const at = o.properties.find((q: ASTNode, i: number) => keys[i] === setting && isProperty(q));
    if (!at) return;
    const others = keys.filter((k: string | undefined) => k !== undefined && k !== setting && ZONE_SETTING_IDS.has(k)).length;
    if (others >= PRESET_OTHERS && (others + 1) * 2 > keys.length) out.push(at);
  });
  return out;
}
