import type { ASTNode, ASTPath } from 'jscodeshift';
import { currentIndex } from '../ast/node-index';
import { isProperty, keyName, stringValue, unwrap } from '../ast/syntax';
import type { RecognitionContext } from './calls';

/*
 * The second tier's settings sent by id: a file that spells `/zones/${zone}/settings/${id}` (the
 * setting's id an expression) and lists its settings as objects (`{ id: 'brotli', label: … }`) sends
 * each entry's setting through that one request. An entry whose id is a setting a template names
 * (`/zones/:zone_id/settings/brotli`) is then where that setting is written: reported there.
 */

/** A template's setting id, when it is `/zones/:zone_id/settings/<id>`. */
export function settingOf(template: string): string | undefined {
  return /^\/zones\/:[a-z_]+\/settings\/([a-z0-9_]+)$/.exec(template)?.[1];
}

/** The `id: '<setting>'` entries of object literals in the file (a list of the settings it manages). */
export function settingEntries(ctx: RecognitionContext, setting: string): ASTNode[] {
  const out: ASTNode[] = [];
  currentIndex(ctx).of('ObjectExpression').forEach((p: ASTPath) => {
    const o = unwrap(p.value);
    if (o?.type !== 'ObjectExpression') return;
    for (const q of o.properties) {
      if (isProperty(q) && keyName(q) === 'id' && stringValue(unwrap(q.value)) === setting) out.push(q);
    }
  });
  return out;
}
