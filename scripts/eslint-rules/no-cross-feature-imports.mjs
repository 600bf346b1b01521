// A feature is one area's pages: it may use components/, lib/ and the contract, never another
// feature. What two features share moves down to components/ or lib/; only app/ composes them.
import path from 'node:path';

/** The features folder and the feature a file belongs to, or null outside features/. */
function featureOf(file) {
  const parts = path.resolve(file).split(path.sep);
  const at = parts.lastIndexOf('features');
  if (at < 0 || at + 2 >= parts.length) return null;
  return { root: parts.slice(0, at + 1).join(path.sep), name: parts[at + 1] };
}

/** @type {import('eslint').Rule.RuleModule} */
export const noCrossFeatureImports = {
  meta: {
    type: 'problem',
    docs: { description: 'forbid a feature importing from another feature' },
    messages: { crossFeature: 'features/{{from}} imports features/{{to}}: move what both use to components/ or lib/.' },
    schema: [],
  },
  create(context) {
    const own = featureOf(context.filename);
    if (!own) return {};
    const check = (source) => {
      if (source?.type !== 'Literal' || typeof source.value !== 'string' || !source.value.startsWith('.')) return;
      const target = path.resolve(path.dirname(path.resolve(context.filename)), source.value);
      const inFeatures = path.relative(own.root, target);
      if (inFeatures.startsWith('..') || path.isAbsolute(inFeatures)) return;
      const to = inFeatures.split(path.sep)[0];
      if (to !== own.name) context.report({ node: source, messageId: 'crossFeature', data: { from: own.name, to } });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};
