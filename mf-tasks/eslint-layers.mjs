// @ts-check
// The layers of a remote's src/, enforced by its eslint.config.mjs (CONVENTIONS.md, "A remote"):
//   app/       routes; may import everything below
//   features/  one folder per screen or part of one; may import entities/ and shared/, never
//              another feature (what two features need moves down to entities/)
//   entities/  the shared model of the remote (types, queries, save queue, cards every list
//              shows); may import shared/ and other entities, never features/ or app/
//   shared/    code that knows no domain; imports nothing of the layers above
// And one React component per .tsx file. Plain ESLint, so it needs no plugin package.
import { basename, dirname, relative, resolve, sep } from 'node:path';

/** The layer of a file under src/, with its slice (the feature or entity folder). */
function layerOf(srcDir, file) {
  const parts = relative(srcDir, file).split(sep);
  if (parts[0] === '..' || parts.length < 2) return null;
  return { layer: parts[0], slice: parts[0] === 'features' || parts[0] === 'entities' ? parts[1] : undefined };
}

const BELOW = {
  app: ['app', 'features', 'entities', 'shared'],
  features: ['features', 'entities', 'shared'],
  entities: ['entities', 'shared'],
  shared: ['shared'],
};

/** @type {import('eslint').Rule.RuleModule} */
const layeredImports = {
  meta: {
    type: 'problem',
    docs: { description: "A remote's layers: a feature never imports another feature; entities and shared never import what is above them" },
    schema: [],
  },
  create(context) {
    const srcDir = resolve(context.cwd, 'src');
    const from = layerOf(srcDir, context.filename);
    if (!from || !(from.layer in BELOW)) return {};
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const to = layerOf(srcDir, resolve(dirname(context.filename), source));
      if (!to || !(to.layer in BELOW)) return;
      if (!BELOW[from.layer].includes(to.layer)) {
        context.report({
          node: node.source,
          message: `${from.layer}/ may not import ${to.layer}/ (${source}): move what both need down to entities/ or shared/.`,
        });
      } else if (from.layer === 'features' && to.layer === 'features' && to.slice !== from.slice) {
        context.report({
          node: node.source,
          message: `The feature '${from.slice}' may not import the feature '${to.slice}' (${source}): move what both need to entities/ (or shared/).`,
        });
      }
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};

const isComponentName = (name) => /^[A-Z]/.test(name);

/** A top-level declaration that makes a component: function Name(), const Name = () => ..., const Name = memo(...). */
function componentName(statement) {
  const node = statement.type === 'ExportNamedDeclaration' || statement.type === 'ExportDefaultDeclaration' ? statement.declaration : statement;
  if (!node) return null;
  if (node.type === 'FunctionDeclaration') return node.id && isComponentName(node.id.name) ? node.id.name : null;
  if (node.type === 'VariableDeclaration') {
    for (const d of node.declarations) {
      if (d.id.type !== 'Identifier' || !isComponentName(d.id.name) || !d.init) continue;
      const init = d.init;
      if (init.type === 'ArrowFunctionExpression' || init.type === 'FunctionExpression') return d.id.name;
      if (init.type === 'CallExpression' && init.callee.type === 'Identifier' && ['memo', 'forwardRef', 'lazy'].includes(init.callee.name)) return d.id.name;
    }
  }
  return null;
}

/** @type {import('eslint').Rule.RuleModule} */
const oneComponentPerFile = {
  meta: { type: 'suggestion', docs: { description: 'One React component per .tsx file, named as the file' }, schema: [] },
  create(context) {
    if (!context.filename.endsWith('.tsx')) return {};
    return {
      Program(program) {
        const found = program.body.map((node) => ({ node, name: componentName(node) })).filter((c) => c.name !== null);
        if (found.length < 2) return;
        const own = basename(context.filename, '.tsx');
        const kept = found.find((c) => c.name === own) ?? found[0];
        for (const c of found) {
          if (c !== kept) context.report({ node: c.node, message: `One component per file: move ${c.name} to ${c.name}.tsx (this file holds ${kept.name}).` });
        }
      },
    };
  },
};

/** Flat-config entries for a remote's src/. */
export function layersConfig() {
  return [
    {
      files: ['src/**/*.ts', 'src/**/*.tsx'],
      ignores: ['src/**/*.spec.ts', 'src/**/*.spec.tsx'],
      plugins: { layers: { rules: { 'layered-imports': layeredImports, 'one-component-per-file': oneComponentPerFile } } },
      rules: { 'layers/layered-imports': 'error', 'layers/one-component-per-file': 'error' },
    },
  ];
}
