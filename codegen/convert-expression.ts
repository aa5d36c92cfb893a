import { Expr, parseJsonString, Step } from './hcl-expression';
import { TERRAFORM_FUNCTIONS, ValueKind } from './terraform-functions';
import { array, call, Code, object, quote, stringLiteral, text } from './ts-code';

/**
 * Terraform values and expressions as TypeScript of the framework (codegen/convert.ts): literals as literals,
 * references as the converted constructs' attributes (`gvc.name`), `var.x` and `local.x` as the variable's and the
 * local's values, functions as `Fn.*`, operators as `Op.*`, conditionals, `for` expressions and templates with
 * tokens. An expression the framework cannot write as Terraform wrote it throws `Unexpressible` with the reason, and
 * the caller keeps the value another way (an override).
 *
 * Strings are written for where they end up. A value of a configuration is written into the stack's JSON as it is,
 * where Terraform reads every string as a template: the string keeps its `$${` and `%%{`. A string inside an
 * expression (a function's argument) is written by the framework between quotes, escaping newlines and `${` only: the
 * converter escapes the rest (`\`, `"`, tabs, `%{`) so that Terraform reads the same string.
 */

/** A TypeScript expression and what it is typed as. */
export interface Converted {
  readonly code: Code;
  readonly kind: ValueKind;
  /** The literal it is, when it is one (the framework drops or misreads some: `null`, `0` as an operand). */
  readonly literal?: { readonly value: string | number | boolean | null };
  /** A variable's or a local's whole value, which has a member for each type (`stringValue`, `asList`...). */
  readonly member?: { readonly id: string; readonly of: 'var' | 'local' };
}

/** An expression the framework cannot write: the reason, for the report. */
export class Unexpressible extends Error {}

/** What a reference can name, as the converter declared it. */
export interface Environment {
  /** The identifier of the `TerraformVariable` of `var.<name>`. */
  variable(name: string): string | undefined;
  /** The identifier of the `TerraformLocal` of `local.<name>`. */
  local(name: string): string | undefined;
  /** The construct of a resource (`data` false) or data source, and the getter kinds of its attributes. */
  construct(data: boolean, type: string, name: string): ConstructRef | undefined;
  /** The `TerraformCount` of the block being converted (`count.index`). */
  readonly count: string | undefined;
  /** The iterator of the block being converted (`each.key`, `each.value`), and whether its keys are strings. */
  readonly each: { readonly id: string; readonly keyKind: ValueKind } | undefined;
  /** Records a name the output imports from the framework (`Fn`, `Token`, `propertyAccess`...). */
  use(name: string): void;
}

export interface ConstructRef {
  readonly id: string;
  /** The getter of each attribute that has a plain one: its prop name and what it returns. */
  getter(attribute: string): { readonly name: string; readonly kind: ValueKind } | undefined;
}

interface Context {
  /** Inside a function's or an operator's argument: strings are quoted by the framework. */
  readonly inExpression: boolean;
  /** The variables of the enclosing `for` expression. */
  readonly forVars: ReadonlyMap<string, 'key' | 'value'>;
}

const TOP: Context = { inExpression: false, forVars: new Map() };

/** A JSON string holds an interpolation or a directive (`${`, `%{` not escaped as `$${`, `%%{`). */
export function isTemplateString(value: string): boolean {
  return /(^|[^$%])[$%]\{/.test(value.replace(/([$%])\1\{/g, ''));
}

export class ExpressionWriter {
  public constructor(private readonly env: Environment) {}

  /**
   * A value of Terraform's JSON form (a configuration's argument, a local's value): strings are templates, arrays and
   * objects hold more values. Typed as `expected`.
   */
  public json(value: unknown, expected: ValueKind): Converted {
    return this.coerce(this.jsonValue(value, TOP), expected);
  }

  /** An expression (parsed from a `${...}`), typed as `expected`. */
  public expression(expr: Expr, expected: ValueKind): Converted {
    return this.coerce(this.expr(expr, TOP), expected);
  }

  private jsonValue(value: unknown, ctx: Context): Converted {
    if (value === null) return { code: text('null'), kind: 'a', literal: { value: null } };
    if (typeof value === 'string') {
      if (!isTemplateString(value)) return { code: stringLiteral(value), kind: 's', literal: { value } };
      return this.expr(parseJsonString(value), ctx);
    }
    if (typeof value === 'number') return { code: text(numberText(value)), kind: 'n', literal: { value } };
    if (typeof value === 'boolean') return { code: text(String(value)), kind: 'b', literal: { value } };
    if (Array.isArray(value)) {
      return { code: array(value.map((item) => this.jsonValue(item, ctx).code)), kind: 'A' };
    }
    const entries = Object.entries(value as Record<string, unknown>).map(([key, item]) => {
      if (isTemplateString(key)) throw new Unexpressible(`the object key ${JSON.stringify(key)} is an expression`);
      return { key, value: this.jsonValue(item, ctx).code };
    });
    return { code: object(entries), kind: 'a' };
  }

  /** Makes a value fit a TypeScript type: `Token.as...` where its type differs. */
  public coerce(value: Converted, expected: ValueKind): Converted {
    if (value.member !== undefined) {
      const member = MEMBERS[value.member.of][expected];
      if (member !== undefined) return { code: text(`${value.member.id}.${member[0]}`), kind: member[1] };
    }
    if (expected === 'a' || value.kind === 'a' || value.kind === expected) return value;
    const wrap = (method: string, kind: ValueKind): Converted => {
      this.env.use('Token');
      return { code: call(`Token.${method}`, value.code), kind };
    };
    switch (expected) {
      case 's':
        return wrap('asString', 's');
      case 'n':
        return wrap('asNumber', 'n');
      case 'b':
        return value.kind === 'r' ? value : wrap('asAny', 'r');
      case 'r':
        return wrap('asAny', 'r');
      case 'S':
        return wrap('asList', 'S');
      case 'N':
        return wrap('asNumberList', 'N');
      case 'A':
        return value.kind === 'S' || value.kind === 'N' ? value : wrap('asList', 'S');
      case 'M':
        return wrap('asStringMap', 'M');
    }
  }

  private expr(expr: Expr, ctx: Context): Converted {
    switch (expr.kind) {
      case 'literal':
        return this.literal(expr.value, ctx);
      case 'template':
        return this.template(expr, ctx);
      case 'tuple': {
        const items = expr.items.map((item) => this.expr(item, { ...ctx, inExpression: true }));
        if (items.some((i) => i.literal?.value === null)) throw new Unexpressible('null in a list (the framework leaves it out)');
        return { code: array(items.map((i) => i.code)), kind: 'A' };
      }
      case 'object':
        return {
          code: object(expr.items.map((item) => {
            if (item.key.kind !== 'literal' || typeof item.key.value !== 'string') throw new Unexpressible('an object key that is an expression');
            return { key: item.key.value, value: this.expr(item.value, { ...ctx, inExpression: true }).code };
          })),
          kind: 'a',
        };
      case 'variable':
      case 'attribute':
      case 'index':
      case 'splat':
        return this.reference(expr, ctx);
      case 'call':
        return this.call(expr, ctx);
      case 'unary': {
        const operand = this.expr(expr.operand, { ...ctx, inExpression: true });
        this.env.use('Op');
        return expr.op === '!' ? { code: call('Op.not', operand.code), kind: 'r' } : { code: call('Op.negate', operand.code), kind: 'n' };
      }
      case 'binary':
        return this.binary(expr, ctx);
      case 'conditional': {
        const inner = { ...ctx, inExpression: true };
        this.env.use('Fn');
        const parts = [expr.condition, expr.whenTrue, expr.whenFalse].map((e) => this.expr(e, inner).code);
        return { code: call('Fn.conditional', ...parts), kind: 'a' };
      }
      case 'for':
        return this.forExpression(expr, ctx);
    }
  }

  private literal(value: string | number | boolean | null, ctx: Context): Converted {
    if (value === null) return { code: text('null'), kind: 'a', literal: { value } };
    if (typeof value === 'number') return { code: text(numberText(value)), kind: 'n', literal: { value } };
    if (typeof value === 'boolean') return { code: text(String(value)), kind: 'b', literal: { value } };
    // A string of the JSON form is written as Terraform reads it (its `${` escaped again); one inside an expression,
    // escaped for the quotes the framework puts around it.
    return { code: stringLiteral(ctx.inExpression ? escapeForExpression(value) : escapeForJson(value)), kind: 's', literal: { value } };
  }

  private template(expr: Extract<Expr, { kind: 'template' }>, ctx: Context): Converted {
    const parts: Array<string | Code> = [];
    for (const part of expr.parts) {
      if (part.kind === 'directive') throw new Unexpressible(`the template directive %{${part.text}}`);
      if (part.kind === 'text') parts.push(ctx.inExpression ? escapeForExpression(part.text) : escapeForJson(part.text));
      else parts.push(this.coerce(this.expr(part.expr, { ...ctx, inExpression: true }), 's').code);
    }
    return { code: { kind: 'template', parts }, kind: 's' };
  }

  private binary(expr: Extract<Expr, { kind: 'binary' }>, ctx: Context): Converted {
    const inner = { ...ctx, inExpression: true };
    let left = this.expr(expr.left, inner);
    let right = this.expr(expr.right, inner);
    let op: string = expr.op;
    // The framework drops a right operand that is falsy (`x > 0` would be written `(x > undefined)`): the operands
    // change places where the operator allows it, with the same meaning.
    const falsy = (c: Converted) => c.literal !== undefined && !c.literal.value;
    if (falsy(right)) {
      const mirrored: Record<string, string> = { '==': '==', '!=': '!=', '&&': '&&', '||': '||', '+': '+', '*': '*', '<': '>', '>': '<', '<=': '>=', '>=': '<=' };
      if (mirrored[op] === undefined || falsy(left)) throw new Unexpressible(`the operation ${expr.op} with a right operand the framework drops (${JSON.stringify(right.literal!.value)})`);
      [left, right] = [right, left];
      op = mirrored[op];
    }
    const methods: Record<string, [string, ValueKind]> = {
      '+': ['add', 'n'], '-': ['sub', 'n'], '*': ['mul', 'n'], '/': ['div', 'n'], '%': ['mod', 'n'],
      '>': ['gt', 'r'], '>=': ['gte', 'r'], '<': ['lt', 'r'], '<=': ['lte', 'r'],
      '==': ['eq', 'r'], '!=': ['neq', 'r'], '&&': ['and', 'r'], '||': ['or', 'r'],
    };
    const [method, kind] = methods[op];
    this.env.use('Op');
    return { code: call(`Op.${method}`, left.code, right.code), kind };
  }

  private call(expr: Extract<Expr, { kind: 'call' }>, ctx: Context): Converted {
    const signature = TERRAFORM_FUNCTIONS[expr.name];
    if (signature === undefined) throw new Unexpressible(`the function ${expr.name}(), which the framework's Fn does not have`);
    if (expr.expandFinal) throw new Unexpressible(`${expr.name}(...) with its last argument expanded (...)`);
    const inner = { ...ctx, inExpression: true };
    const args = expr.args;
    const fixed = signature.params.filter((p) => !p.startsWith('...'));
    const variadic = signature.params.find((p) => p.startsWith('...'));
    const least = fixed.length - (signature.optional ?? 0);
    if (args.length < least || (variadic === undefined && args.length > fixed.length)) {
      throw new Unexpressible(`${expr.name}() with ${args.length} arguments`);
    }
    const converted = (e: Expr, kind: string): Converted => {
      const c = this.expr(e, inner);
      return this.coerce(c, kind as ValueKind);
    };
    this.env.use('Fn');
    const method = `Fn.${signature.method}`;
    if (expr.name === 'range') {
      // Fn.range(start, limit, step = 1) writes all three (`range(0, 5)` is `range(0, 5, 1)`, the same list).
      const [start, limit, step] = args.length === 1 ? [{ kind: 'literal', value: 0 } as Expr, args[0]] : args;
      return { code: call(method, ...[start, limit, step].filter((a) => a !== undefined).map((a) => converted(a, 'n').code)), kind: 'S' };
    }
    if (expr.name === 'lookup' && args.length === 3) {
      const fallback = this.expr(args[2], inner);
      if (fallback.literal !== undefined && !fallback.literal.value) throw new Unexpressible(`lookup() with the default ${JSON.stringify(fallback.literal.value)}, which the framework drops`);
    }
    const out: Code[] = [];
    fixed.forEach((kind, i) => {
      if (i < args.length) out.push(converted(args[i], kind).code);
    });
    if (variadic !== undefined) {
      const rest = args.slice(fixed.length).map((a) => converted(a, variadic.slice(3)));
      if (rest.some((r) => r.literal?.value === null)) throw new Unexpressible(`null as an argument of ${expr.name}() (the framework leaves it out)`);
      out.push(array(rest.map((r) => r.code)));
    }
    return { code: call(method, ...out), kind: signature.returns };
  }

  private forExpression(expr: Extract<Expr, { kind: 'for' }>, ctx: Context): Converted {
    if (ctx.forVars.size > 0) throw new Unexpressible('a for expression inside another (the framework names both loops\' variables key and val)');
    if (expr.condition !== undefined) throw new Unexpressible('a for expression with an if clause');
    if (expr.grouped) throw new Unexpressible('a for expression grouping values (...)');
    const collection = this.expr(expr.collection, { ...ctx, inExpression: true });
    const forVars = new Map<string, 'key' | 'value'>([[expr.valueVar, 'value']]);
    if (expr.keyVar !== undefined) forVars.set(expr.keyVar, 'key');
    const body = { inExpression: true, forVars };
    const part = (e: Expr, what: string) => {
      // The framework writes the body of a for expression without quoting its strings.
      if ((e.kind === 'literal' && typeof e.value === 'string') || e.kind === 'template') throw new Unexpressible(`a for expression whose ${what} is a string`);
      return this.expr(e, body).code;
    };
    const value = part(expr.value, 'value');
    const key = expr.key !== undefined ? part(expr.key, 'key') : undefined;
    this.env.use('forExpression');
    return { code: call('forExpression', collection.code, value, ...(key !== undefined ? [key] : [])), kind: 'r' };
  }

  private reference(expr: Expr, ctx: Context): Converted {
    const inner = { ...ctx, inExpression: true };
    // The traversal: its root and its steps, the splat's included.
    const steps: Array<Step | '*'> = [];
    let current = expr;
    while (current.kind !== 'variable') {
      if (current.kind === 'attribute') steps.unshift({ kind: 'attribute', name: current.name });
      else if (current.kind === 'index') steps.unshift({ kind: 'index', key: current.key });
      else if (current.kind === 'splat') steps.unshift('*', ...current.steps);
      else {
        // The traversal of a value that is not a name (`f(x)[0]`): an access on the converted value.
        return this.access(this.expr(current, inner), steps, inner);
      }
      current = (current as { target?: Expr; source?: Expr }).target ?? (current as { source: Expr }).source;
    }
    const root = current.name;
    const forVar = ctx.forVars.get(root);
    if (forVar !== undefined) {
      this.env.use(forVar === 'key' ? 'FOR_EXPRESSION_KEY' : 'FOR_EXPRESSION_VALUE');
      return this.access({ code: text(forVar === 'key' ? 'FOR_EXPRESSION_KEY' : 'FOR_EXPRESSION_VALUE'), kind: 'r' }, steps, inner);
    }
    const first = steps[0];
    const name = first !== undefined && first !== '*' && first.kind === 'attribute' ? first.name : undefined;
    const shown = describeReference(root, steps);
    switch (root) {
      case 'var': {
        const id = name !== undefined ? this.env.variable(name) : undefined;
        if (id === undefined) throw new Unexpressible(`the reference ${shown}: no such variable is converted`);
        return this.valueOf(id, 'var', steps.slice(1), inner);
      }
      case 'local': {
        const id = name !== undefined ? this.env.local(name) : undefined;
        if (id === undefined) throw new Unexpressible(`the reference ${shown}: no such local is converted`);
        return this.valueOf(id, 'local', steps.slice(1), inner);
      }
      case 'count':
        if (name !== 'index' || steps.length !== 1 || this.env.count === undefined) throw new Unexpressible(`the reference ${shown} outside a block with count`);
        return { code: text(`${this.env.count}.index`), kind: 'n' };
      case 'each': {
        const each = this.env.each;
        if (each === undefined || (name !== 'key' && name !== 'value')) throw new Unexpressible(`the reference ${shown} outside a block with for_each`);
        if (name === 'key' && steps.length === 1) return { code: text(`${each.id}.key`), kind: each.keyKind };
        return this.access({ code: text(`${each.id}.${name}`), kind: 'a' }, steps.slice(1), inner);
      }
      case 'data': {
        const type = name;
        const label = steps[1] !== undefined && steps[1] !== '*' && steps[1].kind === 'attribute' ? steps[1].name : undefined;
        const ref = type !== undefined && label !== undefined ? this.env.construct(true, type, label) : undefined;
        if (ref === undefined) throw new Unexpressible(`the reference ${shown}: no such data source is converted`);
        return this.constructAccess(ref, steps.slice(2), inner);
      }
      default: {
        const ref = name !== undefined ? this.env.construct(false, root, name) : undefined;
        if (ref === undefined) throw new Unexpressible(`the reference ${shown}: ${['path', 'terraform', 'self', 'module'].includes(root) ? `${root}.* has no counterpart in the converted stack` : 'no such resource is converted'}`);
        return this.constructAccess(ref, steps.slice(1), inner);
      }
    }
  }

  /** `var.x` or `local.x`, typed by what the value is used as; with steps, an access on its value. */
  private valueOf(id: string, what: 'var' | 'local', steps: Array<Step | '*'>, ctx: Context): Converted {
    const whole = what === 'var' ? `${id}.value` : `${id}.expression`;
    if (steps.length > 0) return this.access({ code: text(whole), kind: 'a' }, steps, ctx);
    return { code: text(whole), kind: 'a', member: { id, of: what } };
  }

  private constructAccess(ref: ConstructRef, steps: Array<Step | '*'>, ctx: Context): Converted {
    const first = steps[0];
    if (steps.length === 1 && first !== '*' && first.kind === 'attribute') {
      const getter = ref.getter(first.name);
      if (getter !== undefined) return { code: text(`${ref.id}.${getter.name}`), kind: getter.kind };
    }
    return this.access({ code: text(ref.id), kind: 'a' }, steps, ctx);
  }

  /** Steps on a value: `propertyAccess(value, ['name', 0, '*'])`, or the value itself when there are none. */
  private access(value: Converted, steps: Array<Step | '*'>, ctx: Context): Converted {
    if (steps.length === 0) {
      if (value.kind === 'a' && /^[A-Za-z_$][\w$]*$/.test((value.code as { text?: string }).text ?? '')) {
        // A construct itself (`cpln_gvc.main`): its address.
        this.env.use('propertyAccess');
        return { code: call('propertyAccess', value.code, array([])), kind: 'r' };
      }
      return value;
    }
    const keys = steps.map((step): Code => {
      if (step === '*') return text(quote('*'));
      if (step.kind === 'attribute') return text(quote(step.name));
      const key = this.expr(step.key, ctx);
      if (key.literal?.value === '*') throw new Unexpressible('an index "*" (the framework reads it as a splat)');
      return key.code;
    });
    this.env.use('propertyAccess');
    return { code: call('propertyAccess', value.code, array(keys)), kind: 'r' };
  }
}

/** The members of a variable and a local that give its value as a type (`var.x` as a string: `x.stringValue`). */
const MEMBERS: Record<'var' | 'local', Partial<Record<ValueKind, [string, ValueKind]>>> = {
  var: { s: ['stringValue', 's'], n: ['numberValue', 'n'], S: ['listValue', 'S'], A: ['listValue', 'S'], b: ['booleanValue', 'r'] },
  local: { s: ['asString', 's'], n: ['asNumber', 'n'], S: ['asList', 'S'], A: ['asList', 'S'], b: ['asBoolean', 'r'], M: ['asStringMap', 'M'] },
};

function describeReference(root: string, steps: ReadonlyArray<Step | '*'>): string {
  return root + steps.map((s) => (s === '*' ? '[*]' : s.kind === 'attribute' ? `.${s.name}` : '[...]')).join('');
}

/** A number as TypeScript writes it. */
function numberText(value: number): string {
  return Object.is(value, -0) ? '0' : String(value);
}

/** Literal text of a template in the JSON form: `${` and `%{` escaped as Terraform reads them. */
export function escapeForJson(value: string): string {
  return value.replace(/\$\{/g, '$${').replace(/%\{/g, '%%{');
}

/**
 * Literal text inside an expression's string, as the framework quotes it (it escapes newlines and `${` itself): the
 * backslash, the double quote, tabs and carriage returns, and `%{`.
 */
export function escapeForExpression(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\t/g, '\\t').replace(/\r/g, '\\r').replace(/%\{/g, '%%{');
}
