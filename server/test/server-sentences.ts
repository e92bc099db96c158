// Every sentence the server can answer with in `message`, read from its source with the TypeScript checker (issue 20
// item 8), so a test can demand Thai for each without anybody keeping a second list. A sentence is reached from:
//   - an argument given to a parameter named `message` (new ForbiddenError(…), authorize(…, message), super(…)),
//     and such a parameter's default ('Please sign in');
//   - a `message:` property of an object literal (`{ message: 'Job claimed' }`, reply.send({ message })).
// From there the expression is followed through constants, object properties (PROJECT_FORBIDDEN.seeCost, or every
// property of PROJECT_FORBIDDEN[action]), conditionals, `??`/`||`, and calls of the server's own functions (their
// returned expressions). A template literal becomes a sample with each `${…}` filled from its type: each member of a
// string-literal union, a number as 7, anything else as "Sample name". Plain `new Error(…)` is a 500 answered as
// "Unexpected error occurred", so it is not a sentence a reader sees; neither is what the server only logs. An
// error's `.message` passed on inside a template is one of the sentences found elsewhere, sampled as one of them.
import path from 'node:path';
import ts from 'typescript';

export type ServerSentence = { text: string; file: string; line: number };

const SERVER_SOURCE = path.resolve(__dirname, '../src');
const SAMPLE_NAME = 'Sample name';
/**
 * Folders and files whose `message` never reaches an answer: the database layer (seed texts, log lines) and the
 * schema validation plumbing, whose failures validation-messages.ts words in each language by keyword and field.
 */
const NOT_ANSWERING = ['db/', 'plugins/validation-messages.ts', 'plugins/validation.ts'];
const TRANSLATION_FILE = path.join(SERVER_SOURCE, 'plugins/message-translations.ts');
const SAMPLE_NUMBER = '7';
/** A sentence the server answers with (and words in Thai), standing for an error's message passed on. */
const PASSED_ON_SENTENCE = 'The file is empty';

function sourceFiles(): string[] {
  return ts.sys
    .readDirectory(SERVER_SOURCE, ['.ts'], undefined, ['**/*.ts'])
    .filter((file) => !file.endsWith('.test.ts') && !file.endsWith('.d.ts'));
}

/** Every sentence with where it is written (the first place, when several places say the same). */
export function collectServerSentences(): ServerSentence[] {
  const program = ts.createProgram(sourceFiles(), {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    strict: true,
    skipLibCheck: true,
    noEmit: true,
    esModuleInterop: true,
    resolveJsonModule: true,
    types: ['node'],
  });
  const checker = program.getTypeChecker();
  const found = new Map<string, ServerSentence>();
  const ownFile = (node: ts.Node) => node.getSourceFile().fileName.startsWith(SERVER_SOURCE);

  const declarationOf = (node: ts.Node): ts.Declaration | undefined => {
    let symbol =
      ts.isShorthandPropertyAssignment(node.parent) && node.parent.name === node
        ? checker.getShorthandAssignmentValueSymbol(node.parent)
        : checker.getSymbolAtLocation(node);
    if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
    return symbol?.valueDeclaration ?? symbol?.declarations?.[0];
  };

  /** The samples a `${…}` may read as: the texts it is written as, else its string-literal members, a number, or a name. */
  const fillsOf = (expression: ts.Expression): string[] => {
    const written = sentencesOf(expression);
    if (written.length) return written;
    // An answered error's own message passed on under a field (`files.3: ${error.message}`): it is one of the
    // sentences found elsewhere, so a sample of those stands for it.
    if (ts.isPropertyAccessExpression(expression) && expression.name.text === 'message') return [PASSED_ON_SENTENCE];
    const type = checker.getTypeAtLocation(expression);
    const members = type.isUnion() ? type.types : [type];
    const literals = members.filter((member) => member.isStringLiteral()).map((member) => (member as ts.StringLiteralType).value);
    if (literals.length === members.length) return literals;
    if (members.every((member) => member.flags & ts.TypeFlags.NumberLike)) return [SAMPLE_NUMBER];
    return [...literals, SAMPLE_NAME];
  };

  const templateSamples = (template: ts.TemplateExpression): string[] => {
    let samples = [template.head.text];
    for (const span of template.templateSpans) {
      const fills = fillsOf(span.expression);
      samples = samples.flatMap((sample) => fills.map((fill) => sample + fill + span.literal.text));
    }
    return samples;
  };

  /** For each declared property (of a type or an object literal), the values object literals typed by it give it. */
  const valuesOfProperty = new Map<ts.Node, ts.Node[]>();
  const indexObject = (literal: ts.ObjectLiteralExpression, type: ts.Type) => {
    for (const property of literal.properties) {
      if (!property.name || !(ts.isPropertyAssignment(property) || ts.isShorthandPropertyAssignment(property))) continue;
      const value = ts.isPropertyAssignment(property) ? property.initializer : property.name;
      const declared = type.getProperty(property.name.getText());
      for (const declaration of declared?.declarations ?? []) {
        valuesOfProperty.set(declaration, [...(valuesOfProperty.get(declaration) ?? []), value]);
      }
      // A constant object given as the value (`addScene: SCRIPT_STATE`) is typed by that property too.
      const named = ts.isIdentifier(value) ? declarationOf(value) : undefined;
      if (
        declared &&
        named &&
        ts.isVariableDeclaration(named) &&
        named.initializer &&
        ts.isObjectLiteralExpression(named.initializer)
      )
        indexObject(named.initializer, checker.getNonNullableType(checker.getTypeOfSymbol(declared)));
    }
  };
  const indexProperties = (node: ts.Node) => {
    if (ts.isObjectLiteralExpression(node)) {
      const contextual = checker.getContextualType(node);
      if (contextual) indexObject(node, checker.getNonNullableType(contextual));
    }
    // A constant object handed to a typed parameter (`storeUpload(…, COVER_RULES)`) is typed by that parameter.
    if (
      ts.isIdentifier(node) &&
      (ts.isCallExpression(node.parent) || ts.isNewExpression(node.parent)) &&
      node.parent.expression !== node
    ) {
      const named = declarationOf(node);
      const contextual = checker.getContextualType(node);
      if (
        contextual &&
        named &&
        ts.isVariableDeclaration(named) &&
        named.initializer &&
        ts.isObjectLiteralExpression(named.initializer)
      )
        indexObject(named.initializer, checker.getNonNullableType(contextual));
    }
    ts.forEachChild(node, indexProperties);
  };
  for (const source of program.getSourceFiles()) if (ownFile(source) && !source.isDeclarationFile) indexProperties(source);

  /** `for (const [path, …, message] of [[…], […]] as const)`: the element at the binding's place in each row. */
  const rowValues = (binding: ts.BindingElement): ts.Node[] => {
    const pattern = binding.parent;
    const loop = pattern.parent?.parent?.parent;
    if (!ts.isArrayBindingPattern(pattern) || !loop || !ts.isForOfStatement(loop)) return [];
    let rows: ts.Expression = loop.expression;
    while (ts.isAsExpression(rows) || ts.isParenthesizedExpression(rows)) rows = rows.expression;
    if (!ts.isArrayLiteralExpression(rows)) return [];
    const place = pattern.elements.indexOf(binding);
    return rows.elements.flatMap((row) => (ts.isArrayLiteralExpression(row) && row.elements[place] ? [row.elements[place]] : []));
  };

  const seen = new Set<ts.Node>();
  /** The sentences `expression` may be, followed as far as the server's own source goes. */
  function sentencesOf(expression: ts.Node | undefined): string[] {
    if (!expression || seen.has(expression)) return [];
    seen.add(expression);
    try {
      if (ts.isStringLiteral(expression) || ts.isNoSubstitutionTemplateLiteral(expression)) return [expression.text];
      if (ts.isTemplateExpression(expression)) return templateSamples(expression);
      if (
        ts.isParenthesizedExpression(expression) ||
        ts.isAsExpression(expression) ||
        ts.isSatisfiesExpression(expression) ||
        ts.isAwaitExpression(expression)
      )
        return sentencesOf(expression.expression);
      if (ts.isConditionalExpression(expression))
        return [...sentencesOf(expression.whenTrue), ...sentencesOf(expression.whenFalse)];
      if (ts.isBinaryExpression(expression)) {
        const kind = expression.operatorToken.kind;
        if (kind === ts.SyntaxKind.QuestionQuestionToken || kind === ts.SyntaxKind.BarBarToken)
          return [...sentencesOf(expression.left), ...sentencesOf(expression.right)];
        return [];
      }
      if (ts.isPropertyAccessExpression(expression)) {
        // A property read (`transition.done`, `check.when.wrongState`): every value written to that property, in an
        // object literal of its type, anywhere in the server.
        let symbol = checker.getSymbolAtLocation(expression.name);
        if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
        return (symbol?.declarations ?? [])
          .filter(ownFile)
          .flatMap((declaration) => [
            ...(ts.isPropertyAssignment(declaration) ? sentencesOf(declaration.initializer) : []),
            ...(valuesOfProperty.get(declaration) ?? []).flatMap(sentencesOf),
          ]);
      }
      if (ts.isIdentifier(expression)) {
        const declaration = declarationOf(expression);
        if (!declaration || !ownFile(declaration)) return [];
        if (ts.isVariableDeclaration(declaration) || ts.isPropertyAssignment(declaration) || ts.isParameter(declaration))
          return sentencesOf(declaration.initializer);
        if (ts.isShorthandPropertyAssignment(declaration)) return sentencesOf(declaration.name);
        if (ts.isBindingElement(declaration)) {
          // `const { result } = await withLockedProject(…, async () => { …; return 'Done' })`: what the executor answers.
          const whole = ts.isObjectBindingPattern(declaration.parent) && ts.isVariableDeclaration(declaration.parent.parent);
          return [
            ...sentencesOf(declaration.initializer),
            ...rowValues(declaration).flatMap(sentencesOf),
            ...(whole ? sentencesOf((declaration.parent.parent as ts.VariableDeclaration).initializer) : []),
          ];
        }
        return [];
      }
      if (ts.isElementAccessExpression(expression)) {
        const table = declarationOf(expression.expression);
        if (!table || !ownFile(table) || !ts.isVariableDeclaration(table)) return [];
        let literal = table.initializer;
        while (literal && (ts.isAsExpression(literal) || ts.isSatisfiesExpression(literal))) literal = literal.expression;
        if (!literal || !ts.isObjectLiteralExpression(literal)) return [];
        return literal.properties.flatMap((property) =>
          ts.isPropertyAssignment(property) ? sentencesOf(property.initializer) : [],
        );
      }
      if (ts.isCallExpression(expression)) {
        // An executor answers what the function given to it returns.
        const handed = expression.arguments.flatMap((argument) =>
          ts.isArrowFunction(argument) || ts.isFunctionExpression(argument) ? returnedBy(argument.body) : [],
        );
        const callee = declarationOf(
          ts.isPropertyAccessExpression(expression.expression) ? expression.expression.name : expression.expression,
        );
        // Not into the translation itself: what it answers are the Thai sentences, not the server's English ones.
        if (!callee || !ownFile(callee) || callee.getSourceFile().fileName === TRANSLATION_FILE) return handed;
        const body =
          ts.isFunctionDeclaration(callee) || ts.isMethodDeclaration(callee)
            ? callee.body
            : ts.isVariableDeclaration(callee) &&
                callee.initializer &&
                (ts.isArrowFunction(callee.initializer) || ts.isFunctionExpression(callee.initializer))
              ? callee.initializer.body
              : undefined;
        return [...handed, ...(body ? returnedBy(body) : [])];
      }
      return [];
    } finally {
      seen.delete(expression);
    }
  }

  /** The sentences a function body returns (an arrow's expression, or its return statements). */
  function returnedBy(body: ts.ConciseBody): string[] {
    if (!ts.isBlock(body)) return sentencesOf(body);
    const returned: string[] = [];
    const visit = (node: ts.Node) => {
      if (ts.isReturnStatement(node)) returned.push(...sentencesOf(node.expression));
      else if (!ts.isFunctionLike(node)) ts.forEachChild(node, visit);
    };
    ts.forEachChild(body, visit);
    return returned;
  }

  const record = (expression: ts.Node | undefined, at: ts.Node) => {
    const source = at.getSourceFile();
    if (NOT_ANSWERING.some((folder) => source.fileName.startsWith(path.join(SERVER_SOURCE, folder)))) return;
    const line = source.getLineAndCharacterOfPosition(at.getStart()).line + 1;
    for (const text of sentencesOf(expression)) {
      if (text.trim() && !found.has(text)) found.set(text, { text, file: path.relative(SERVER_SOURCE, source.fileName), line });
    }
  };

  /** Whether `new X(…)` makes an answer: X is HttpError or extends it (an Error of another kind is a 500 or internal). */
  const isHttpError = (node: ts.NewExpression): boolean => {
    const type = checker.getTypeAtLocation(node);
    const classes = (candidate: ts.Type): boolean =>
      candidate.getSymbol()?.getName() === 'HttpError' ||
      (candidate.isClassOrInterface() && (checker.getBaseTypes(candidate) ?? []).some(classes));
    return classes(type);
  };

  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) || (ts.isNewExpression(node) && isHttpError(node))) {
      const signature = checker.getResolvedSignature(node);
      const declaration = signature?.getDeclaration();
      if (declaration && ownFile(declaration)) {
        declaration.parameters.forEach((parameter, index) => {
          if (ts.isIdentifier(parameter.name) && parameter.name.text === 'message') record(node.arguments?.[index], node);
        });
      }
    }
    if (ts.isParameter(node) && ts.isIdentifier(node.name) && node.name.text === 'message' && node.initializer)
      record(node.initializer, node);
    if (ts.isPropertyAssignment(node) && ts.isIdentifier(node.name) && node.name.text === 'message')
      record(node.initializer, node);
    if (ts.isShorthandPropertyAssignment(node) && node.name.text === 'message') record(node.name, node);
    ts.forEachChild(node, visit);
  };
  for (const source of program.getSourceFiles()) if (ownFile(source) && !source.isDeclarationFile) visit(source);
  return [...found.values()].sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
}
