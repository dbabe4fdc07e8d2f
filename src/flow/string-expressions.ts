import type { ASTPath, Collection, JSCodeshift } from 'jscodeshift';
import { currentIndex } from '../ast/node-index';

/*
 * Where a file writes strings: the expressions a reader looking for URLs written anywhere (not only
 * at a request) starts from.
 */

/**
 * The outermost string expressions of a file: string and template literals and `+` chains that are
 * not part of a larger one (a transform reads each as a URL once; a const used in several of them is
 * visited through each, so edits must check the text before changing it).
 */
export function outermostStrings(
  j: JSCodeshift,
  root: Collection<any>,
  memo?: <T>(key: string, compute: () => T) => T,
): ASTPath[] {
  const out: ASTPath[] = [];
  const isPart = (p: ASTPath) => {
    const parent = p.parent?.value;
    return (
      (parent?.type === 'BinaryExpression' && parent.operator === '+') ||
      (parent?.type === 'TemplateLiteral' && p.name !== 'quasis')
    );
  };
  currentIndex({ j, root, memo })
    .of('StringLiteral', 'TemplateLiteral', 'BinaryExpression')
    .forEach((p: ASTPath) => {
      const stringish = p.value.type !== 'BinaryExpression' || p.value.operator === '+';
      if (stringish && !isPart(p)) out.push(p);
    });
  return out;
}
