import type { AttributeModel, Struct } from './model';

/**
 * What generated code calls at run time (src/runtime/), and the names of it one file uses: each emitted
 * file imports what it calls and nothing else.
 */


/** The runtime modules generated code imports, in the order a file imports them, each with the folder it is in. */
const MODULES = [
  ['runtime', 'known-keys'],
  ['runtime', 'guard-overrides'],
  ['synthesis', 'adapter'],
  ['synthesis', 'preparing'],
  ['runtime', 'lazy-block'],
  ['runtime', 'defined-attributes'],
] as const;

type Module = (typeof MODULES)[number][1];

/** The runtime names one file calls, gathered while it is written. */
export class Uses {
  private readonly names = new Map<Module, Set<string>>();

  /**
   * @param runtime the one module generated code takes the runtime from, for classes written outside the package (an
   * app's bindings of another provider version: `<package>/bindings-runtime`); by default, the runtime's own modules,
   * relative to the package's `gen/` folder.
   */
  constructor(private readonly runtime?: string) {}

  public use(module: Module, name: string): string {
    this.names.set(module, (this.names.get(module) ?? new Set()).add(name));
    return name;
  }

  /** The import lines, for a file `depth` folders below the provider's folder (`gvc/index.ts`: 1). */
  public imports(depth: number): string[] {
    if (this.runtime !== undefined) {
      const names = [...this.names.values()].flatMap((set) => [...set]).sort();
      return names.length === 0 ? [] : [`import { ${names.join(', ')} } from '${this.runtime}';`];
    }
    const up = '../'.repeat(depth + 2);
    return MODULES.filter(([, module]) => this.names.has(module)).map(
      ([folder, module]) => `import { ${[...this.names.get(module)!].sort().join(', ')} } from '${up}${folder}/${module}';`,
    );
  }
}

/** The key set of a struct: the name of its constant. */
export function keysOf(struct: string): string {
  return `keysOf${struct}`;
}

/** The normalizer of a single block's value (src/runtime/lazy-block.ts `normalizeBlock`): the name of its constant. */
export function normalizerOf(struct: string): string {
  return `normalize${struct}`;
}

/**
 * How a block field of a class is built: its framework class, whether it wraps a set, the struct whose value a single
 * block normalizes.
 */
export interface StoredClass {
  readonly className: string;
  readonly wrapsSet: boolean;
  readonly single: Struct | undefined;
}

/**
 * The block object an attribute's getter returns (`getterType` `stored_class`), as the generator builds it;
 * checked against the generator's own initializer, so that a generator building it otherwise is refused here.
 */
export function storedClass(att: AttributeModel, namespace: string): StoredClass {
  const type = att.type as AttributeModel['type'] & { isSingleItem?: boolean };
  const kind = type.typeModelType;
  const struct = type.struct;
  let found: StoredClass;
  if (kind === 'struct' || ((kind === 'list' || kind === 'set') && type.isSingleItem)) {
    found = { className: struct!.outputReferenceName, wrapsSet: false, single: struct };
  } else {
    const className = type.isComplex ? type.storedClassType : `${namespace}.${type.storedClassType[0].toUpperCase()}${type.storedClassType.slice(1)}`;
    found = { className, wrapsSet: kind === 'set', single: undefined };
  }
  const args = kind === 'list' || kind === 'set' ? (found.single ? '' : `, ${found.wrapsSet}`) : '';
  const expected = `new ${found.className}(this, "${att.terraformName}"${args})`;
  const actual = type.getStoredClassInitializer(att.terraformName);
  if (actual !== expected) throw new Error(`${att.terraformFullName}: the generator builds the block object as ${actual}, the emitter as ${expected}; update codegen/emitter/hooks.ts`);
  return found;
}
