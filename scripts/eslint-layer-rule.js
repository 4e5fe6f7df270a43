import { dirname, relative, resolve, sep } from 'node:path';

// A lint rule for the web app's layers: an import whose resolved path lies in a zone's `from` folder is refused in
// files under that zone's `target` folder(s), unless it lies in one of the zone's `except` folders (relative to
// `from`). Only relative imports can cross layers here (the web app has no path aliases), so resolving them against
// the importing file is enough. Written here rather than taken from eslint-plugin-import-x, whose native resolver
// pulls platform packages that a filtered npm mirror does not carry, which breaks `npm ci`
// (docs/decisions/0022-layer-rule-without-native-resolver.md).

const isInside = (folder, path) => {
  const fromFolder = relative(folder, path);
  return fromFolder === '' || (!fromFolder.startsWith('..') && !fromFolder.startsWith(sep) && fromFolder !== '..');
};

/** @type {import('eslint').Rule.RuleModule} */
const noRestrictedPaths = {
  meta: {
    type: 'problem',
    docs: { description: 'Keeps the web app layers apart: refuses imports from a zone into its targets.' },
    schema: [
      {
        type: 'object',
        properties: {
          basePath: { type: 'string' },
          zones: {
            type: 'array',
            items: {
              type: 'object',
              properties: {
                target: { anyOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }] },
                from: { type: 'string' },
                except: { type: 'array', items: { type: 'string' } },
                message: { type: 'string' },
              },
              required: ['target', 'from', 'message'],
              additionalProperties: false,
            },
          },
        },
        required: ['basePath', 'zones'],
        additionalProperties: false,
      },
    ],
  },
  create(context) {
    const [{ basePath, zones }] = context.options;
    const file = context.filename;
    const applicable = zones
      .filter((zone) => [zone.target].flat().some((target) => isInside(resolve(basePath, target), file)))
      .map((zone) => {
        const from = resolve(basePath, zone.from);
        return { from, except: (zone.except ?? []).map((folder) => resolve(from, folder)), message: zone.message };
      });
    if (applicable.length === 0) return {};

    const check = (node) => {
      const source = node.source;
      if (!source || typeof source.value !== 'string' || !source.value.startsWith('.')) return;
      const imported = resolve(dirname(file), source.value);
      for (const zone of applicable) {
        if (!isInside(zone.from, imported)) continue;
        if (zone.except.some((folder) => isInside(folder, imported))) continue;
        context.report({ node: source, message: zone.message });
      }
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export const layerRules = { rules: { 'no-restricted-paths': noRestrictedPaths } };
