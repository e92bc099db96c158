// @ts-check
/**
 * Import cycles, for lint (eslint.config.mjs, rule `studio/no-cycle`). Two kinds are refused:
 *
 * - a file cycle inside one package: a file reaches itself again through imports that run (type-only imports and
 *   `import('x').T` types are erased, so they do not count; `import()` and `require` do);
 * - a feature cycle in the shell or a remote: feature folder A (a folder directly under `src/`) imports B and B leads
 *   back to A, counting every import of app code, type-only ones too (tests and `test-support/` are left out: they
 *   stand beside the app, nothing imports them). Shared pieces belong in a feature-neutral folder that imports no
 *   feature back.
 *
 * The graph is read with TypeScript's parser (no type checking), once per package, and re-read for files changed since
 * (checked at most every two seconds), so a whole-repository run parses each file once. Only relative imports and a
 * package's imports of its own name (`'shared-ui'` inside shared-ui) are followed: imports between packages are
 * ordered by the layer rules, which already make them acyclic.
 */
const fs = require('node:fs');
const path = require('node:path');
const ts = require('typescript');

const SOURCE = /\.(ts|tsx|js|jsx|mjs|cjs)$/;
const EXTENSIONS = ['.ts', '.tsx', '.js', '.jsx', '.mjs', '.cjs', '.json'];
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'generated', 'coverage', 'test-results']);
const REFRESH_MS = 2000;

/** @typedef {{ line: number, column: number }} Position ESLint's: line from 1, column from 0 */
/** @typedef {{ spec: string, typeOnly: boolean, start: Position, end: Position }} Import */
/** @typedef {Import & { target: string }} Edge */
/** @typedef {{ mtimeMs: number, edges: Edge[] }} Parsed */
/**
 * @typedef {{
 *   root: string, name: string, exports: Record<string, string>, files: Map<string, Parsed>,
 *   checkedAt: number, fileScc: Map<string, number>, featureScc: Map<string, number>,
 * }} PackageGraph
 */

/** @type {Map<string, PackageGraph>} */
const graphs = new Map();

/**
 * The package (folder with a package.json, below the workspace root) holding `file`, or null.
 * @param {string} file
 */
function packageRootOf(file) {
  for (let dir = path.dirname(file); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'package.json'))) {
      return fs.existsSync(path.join(dir, 'pnpm-workspace.yaml')) ? null : dir;
    }
  }
  return null;
}

/** @param {string} dir @param {string[]} out */
function listSources(dir, out) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRS.has(entry.name) && !entry.name.startsWith('.')) listSources(path.join(dir, entry.name), out);
    } else if (SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts')) {
      out.push(path.join(dir, entry.name));
    }
  }
  return out;
}

/** @param {string} candidate */
function existingFile(candidate) {
  try {
    return fs.statSync(candidate).isFile() ? candidate : null;
  } catch {
    return null;
  }
}

/**
 * The file a relative (or own-package) specifier names, or null when it leaves the package's sources.
 * @param {PackageGraph} graph @param {string} fromFile @param {string} spec
 */
function resolve(graph, fromFile, spec) {
  let base;
  if (spec.startsWith('.')) {
    base = path.resolve(path.dirname(fromFile), spec);
  } else if (spec === graph.name || spec.startsWith(`${graph.name}/`)) {
    const key = `.${spec.slice(graph.name.length)}`;
    const target = graph.exports[key];
    if (!target) return null;
    base = path.resolve(graph.root, target);
  } else {
    return null;
  }
  const withoutJs = base.replace(/\.(js|jsx|mjs|cjs)$/, '');
  const candidates = [
    base,
    ...EXTENSIONS.map((ext) => base + ext),
    ...(withoutJs !== base ? ['.ts', '.tsx'].map((ext) => withoutJs + ext) : []),
    ...EXTENSIONS.map((ext) => path.join(base, `index${ext}`)),
  ];
  for (const candidate of candidates) {
    const found = existingFile(candidate);
    if (found) return found;
  }
  return null;
}

/**
 * Whether an import or export declaration brings only types.
 * @param {ts.Node} node
 */
function declarationIsTypeOnly(node) {
  if (ts.isImportDeclaration(node)) {
    const clause = node.importClause;
    if (!clause) return false;
    if (clause.isTypeOnly) return true;
    const named = clause.namedBindings;
    return (
      !clause.name &&
      !!named &&
      ts.isNamedImports(named) &&
      named.elements.length > 0 &&
      named.elements.every((e) => e.isTypeOnly)
    );
  }
  if (ts.isExportDeclaration(node)) {
    if (node.isTypeOnly) return true;
    const clause = node.exportClause;
    return !!clause && ts.isNamedExports(clause) && clause.elements.length > 0 && clause.elements.every((e) => e.isTypeOnly);
  }
  return false;
}

/**
 * The imports of one file's text, where their specifiers stand.
 * @param {string} file @param {string} text
 * @returns {Import[]}
 */
function importsOf(file, text) {
  const kind = file.endsWith('x') ? ts.ScriptKind.TSX : file.endsWith('.js') ? ts.ScriptKind.JS : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, kind);
  /** @param {number} offset @returns {Position} */
  const position = (offset) => {
    const { line, character } = source.getLineAndCharacterOfPosition(offset);
    return { line: line + 1, column: character };
  };
  /** @type {Import[]} */
  const found = [];
  /** @param {ts.StringLiteral} literal @param {boolean} typeOnly */
  const add = (literal, typeOnly) =>
    found.push({ spec: literal.text, typeOnly, start: position(literal.getStart(source)), end: position(literal.getEnd()) });
  /** @param {ts.Node} node */
  const visit = (node) => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      add(node.moduleSpecifier, declarationIsTypeOnly(node));
    } else if (
      ts.isImportEqualsDeclaration(node) &&
      ts.isExternalModuleReference(node.moduleReference) &&
      ts.isStringLiteral(node.moduleReference.expression)
    ) {
      add(node.moduleReference.expression, node.isTypeOnly);
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal)) {
      add(node.argument.literal, true);
    } else if (ts.isCallExpression(node) && node.arguments.length > 0 && ts.isStringLiteral(node.arguments[0])) {
      const callee = node.expression;
      const isImport = callee.kind === ts.SyntaxKind.ImportKeyword;
      const isRequire = ts.isIdentifier(callee) && callee.text === 'require';
      if (isImport || isRequire) add(node.arguments[0], false);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/**
 * The imports of a file that stay inside its package, with the files they name.
 * @param {PackageGraph} graph @param {string} file @param {string} text
 * @returns {Edge[]}
 */
function edgesOf(graph, file, text) {
  /** @type {Edge[]} */
  const edges = [];
  for (const found of importsOf(file, text)) {
    const target = resolve(graph, file, found.spec);
    if (target) edges.push({ ...found, target });
  }
  return edges;
}

/**
 * The feature folder of a file in the shell or a remote (null for `src/` wiring files, tests and test helpers).
 * @param {PackageGraph} graph @param {string} file
 */
function featureOf(graph, file) {
  const relative = path.relative(path.join(graph.root, 'src'), file).split(path.sep);
  if (relative.length < 2 || relative[0] === '..') return null;
  if (/\.test\.[jt]sx?$/.test(file) || relative.includes('test-support') || relative[0] === 'test') return null;
  return relative[0];
}

/**
 * Strongly connected components (Tarjan) of a graph given as node → successors; answers node → component id for the
 * nodes that sit on a cycle (components of more than one node, or a node importing itself).
 * @param {Map<string, Set<string>>} successors
 */
function cyclicComponents(successors) {
  /** @type {Map<string, number>} */ const index = new Map();
  /** @type {Map<string, number>} */ const low = new Map();
  /** @type {string[]} */ const stack = [];
  const onStack = new Set();
  /** @type {Map<string, number>} */ const component = new Map();
  let counter = 0;
  let components = 0;
  for (const start of successors.keys()) {
    if (index.has(start)) continue;
    // Iterative depth-first search: a deep import chain must not overflow the call stack.
    /** @type {Array<[string, Iterator<string>]>} */
    const work = [[start, (successors.get(start) ?? new Set()).values()]];
    index.set(start, counter);
    low.set(start, counter++);
    stack.push(start);
    onStack.add(start);
    while (work.length) {
      const [node, next] = work[work.length - 1];
      const step = next.next();
      if (!step.done) {
        const child = step.value;
        if (!index.has(child)) {
          index.set(child, counter);
          low.set(child, counter++);
          stack.push(child);
          onStack.add(child);
          work.push([child, (successors.get(child) ?? new Set()).values()]);
        } else if (onStack.has(child)) {
          low.set(node, Math.min(/** @type {number} */ (low.get(node)), /** @type {number} */ (index.get(child))));
        }
        continue;
      }
      work.pop();
      if (work.length) {
        const parent = work[work.length - 1][0];
        low.set(parent, Math.min(/** @type {number} */ (low.get(parent)), /** @type {number} */ (low.get(node))));
      }
      if (low.get(node) === index.get(node)) {
        /** @type {string[]} */ const members = [];
        let member;
        do {
          member = /** @type {string} */ (stack.pop());
          onStack.delete(member);
          members.push(member);
        } while (member !== node);
        const selfLoop = successors.get(node)?.has(node) ?? false;
        if (members.length > 1 || selfLoop) {
          for (const m of members) component.set(m, components);
          components += 1;
        }
      }
    }
  }
  return component;
}

/** @param {PackageGraph} graph */
function recompute(graph) {
  /** @type {Map<string, Set<string>>} */ const files = new Map();
  /** @type {Map<string, Set<string>>} */ const features = new Map();
  for (const [file, { edges }] of graph.files) {
    const runtime = new Set(edges.filter((e) => !e.typeOnly).map((e) => e.target));
    files.set(file, runtime);
    const from = featureOf(graph, file);
    if (!from) continue;
    if (!features.has(from)) features.set(from, new Set());
    for (const { target } of edges) {
      const to = featureOf(graph, target);
      if (to && to !== from) /** @type {Set<string>} */ (features.get(from)).add(to);
    }
  }
  graph.fileScc = cyclicComponents(files);
  graph.featureScc = /^(shell|mf-[a-z]+)$/.test(path.basename(graph.root)) ? cyclicComponents(features) : new Map();
}

/** @param {PackageGraph} graph */
function refresh(graph) {
  const now = Date.now();
  if (now - graph.checkedAt < REFRESH_MS) return;
  graph.checkedAt = now;
  let changed = false;
  const seen = new Set();
  for (const file of listSources(graph.root, [])) {
    seen.add(file);
    const mtimeMs = fs.statSync(file).mtimeMs;
    if (graph.files.get(file)?.mtimeMs === mtimeMs) continue;
    const edges = edgesOf(graph, file, fs.readFileSync(file, 'utf8'));
    graph.files.set(file, { mtimeMs, edges });
    changed = true;
  }
  for (const file of [...graph.files.keys()]) {
    if (!seen.has(file)) {
      graph.files.delete(file);
      changed = true;
    }
  }
  if (changed) recompute(graph);
}

/**
 * The package graph holding `file`, up to date (null outside a package).
 * @param {string} file
 */
function graphFor(file) {
  const root = packageRootOf(file);
  if (!root) return null;
  let graph = graphs.get(root);
  if (!graph) {
    const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
    const exportsField = typeof pkg.exports === 'string' ? { '.': pkg.exports } : (pkg.exports ?? {});
    if (!exportsField['.'] && pkg.main) exportsField['.'] = pkg.main;
    graph = {
      root,
      name: pkg.name,
      exports: exportsField,
      files: new Map(),
      checkedAt: 0,
      fileScc: new Map(),
      featureScc: new Map(),
    };
    graphs.set(root, graph);
  }
  refresh(graph);
  return graph;
}

/**
 * One shortest chain of imports (file paths, both ends included) from `from` to the first file `isGoal` accepts.
 * @param {string} from @param {(file: string) => boolean} isGoal @param {(file: string) => string[]} follow
 */
function chain(from, isGoal, follow) {
  /** @type {Map<string, string | null>} */ const parent = new Map([[from, null]]);
  const queue = [from];
  while (queue.length) {
    const node = /** @type {string} */ (queue.shift());
    if (isGoal(node)) {
      const steps = [];
      for (let step = /** @type {string | null} */ (node); step !== null; step = parent.get(step) ?? null) steps.unshift(step);
      return steps;
    }
    for (const next of follow(node)) {
      if (!parent.has(next)) {
        parent.set(next, node);
        queue.push(next);
      }
    }
  }
  return [];
}

/** @type {import('eslint').Rule.RuleModule} */
const noCycle = {
  meta: {
    type: 'problem',
    schema: [],
    messages: {
      file: "'{{spec}}' closes an import cycle: {{chain}}. Move what both sides need to a module that imports neither.",
      feature:
        "'{{spec}}' makes feature '{{from}}' depend on '{{to}}', which leads back to '{{from}}' ({{chain}}). " +
        'Move the shared piece to a feature-neutral folder that imports no feature.',
    },
  },
  create(context) {
    const file = context.filename;
    const graph = graphFor(file);
    if (!graph || !graph.files.has(file)) return {};
    const fileComponent = graph.fileScc.get(file);
    const feature = featureOf(graph, file);
    const featureComponent = feature ? graph.featureScc.get(feature) : undefined;
    if (fileComponent === undefined && featureComponent === undefined) return {};
    const known = graph;
    /** @param {string} f */
    const short = (f) => path.relative(path.join(known.root, 'src'), f).split(path.sep).join('/');
    /** @param {string} f */
    const edgesFrom = (f) => known.files.get(f)?.edges ?? [];
    /** @param {string} f */
    const runtimeNext = (f) =>
      edgesFrom(f)
        .filter((e) => !e.typeOnly)
        .map((e) => e.target);
    /** @param {string} f */
    const featureNext = (f) =>
      edgesFrom(f)
        .map((e) => e.target)
        .filter((t) => featureOf(known, t));
    return {
      Program() {
        // The file as the editor holds it (the graph has it as saved); positions come from this text.
        for (const edge of edgesOf(known, file, context.sourceCode.text)) {
          const loc = { start: edge.start, end: edge.end };
          if (!edge.typeOnly && fileComponent !== undefined && known.fileScc.get(edge.target) === fileComponent) {
            const steps = [file, ...chain(edge.target, (f) => f === file, runtimeNext)].map(short);
            context.report({ loc, messageId: 'file', data: { spec: edge.spec, chain: steps.join(' → ') } });
            continue;
          }
          const to = featureOf(known, edge.target);
          if (
            feature &&
            featureComponent !== undefined &&
            to &&
            to !== feature &&
            known.featureScc.get(to) === featureComponent
          ) {
            // One chain of files back into this feature, to show where the way back runs.
            const steps = [file, ...chain(edge.target, (f) => featureOf(known, f) === feature, featureNext)].map(short);
            context.report({ loc, messageId: 'feature', data: { spec: edge.spec, from: feature, to, chain: steps.join(' → ') } });
          }
        }
      },
    };
  },
};

/**
 * Every cycle of the workspace's packages, for a quick look outside lint (`node tooling/src/import-cycles.js`).
 * @param {string[]} roots package folders
 */
function listCycles(roots) {
  const lines = [];
  for (const root of roots) {
    const graph = graphFor(path.join(path.resolve(root), 'package.json'));
    if (!graph) continue;
    /** @param {Map<string, number>} scc */
    const group = (scc) => {
      /** @type {Map<number, string[]>} */ const byId = new Map();
      for (const [node, id] of scc) byId.set(id, [...(byId.get(id) ?? []), node]);
      return [...byId.values()];
    };
    for (const members of group(graph.fileScc)) {
      lines.push(`${path.basename(root)} files: ${members.map((f) => path.relative(graph.root, f)).join(', ')}`);
    }
    for (const members of group(graph.featureScc)) lines.push(`${path.basename(root)} features: ${members.join(', ')}`);
  }
  return lines;
}

module.exports = { noCycle, listCycles };

if (require.main === module) {
  const roots = process.argv.slice(2);
  const lines = listCycles(roots);
  console.log(lines.length ? lines.join('\n') : 'no cycles');
  process.exitCode = lines.length ? 1 : 0;
}
