// The import order eslint.config.mjs enforces (`local/import-order`): packages first (Node's built-in modules
// among them), then relative paths, each alphabetically by module path; `../` sorts before `./`. A side-effect
// import (`import './x'`) keeps its place: the imports are sorted between such imports. The fix rewrites a run
// of imports holding no comment, one import a line.

/** Packages before relative paths, then by path, case-insensitively. */
const keyOf = (node) => `${node.source.value.startsWith('.') ? 1 : 0}${node.source.value.toLowerCase()}`;

/** Whether an import only runs its module (`import './setup'`); `import type {} from 'x'` is an ordinary import. */
const sideEffect = (node) => node.specifiers.length === 0 && node.importKind !== 'type';

export const importOrder = {
  meta: {
    type: 'layout',
    fixable: 'code',
    schema: [],
    messages: { order: "import '{{ module }}' before '{{ previous }}': packages first, then relative paths, each alphabetically" },
  },
  create(context) {
    const source = context.sourceCode;
    return {
      Program(program) {
        const runs = [[]];
        for (const node of program.body) {
          if (node.type === 'ImportDeclaration' && !sideEffect(node)) runs[runs.length - 1].push(node);
          else if (runs[runs.length - 1].length > 0) runs.push([]);
        }
        for (const run of runs) check(run);
      },
    };

    function check(run) {
      const sorted = [...run].sort((a, b) => (keyOf(a) < keyOf(b) ? -1 : keyOf(a) > keyOf(b) ? 1 : 0));
      const start = run[0]?.range[0];
      const end = run[run.length - 1]?.range[1];
      const commented = source.getAllComments().some((comment) => comment.range[0] > start && comment.range[1] < end);
      let fixed = false;
      run.forEach((node, index) => {
        if (index === 0 || keyOf(node) >= keyOf(run[index - 1])) return;
        const fix = commented || fixed ? undefined : (fixer) => fixer.replaceTextRange([start, end], sorted.map((n) => source.getText(n)).join('\n'));
        fixed = true;
        context.report({ node, messageId: 'order', data: { module: node.source.value, previous: run[index - 1].source.value }, fix });
      });
    }
  },
};
