/**
 * A nested block of a generated L1 class, created when first used instead of in every constructor.
 *
 * The generator gives every resource one cdktf `ComplexObject`/`ComplexList` per nested block, each
 * capturing a full stack trace, whether or not the block is ever set. The post-processed generated
 * code (see codegen/pass-lazy-blocks.ts) holds a `LazyBlock` instead, which keeps the value and creates the
 * cdktf object only once the user reads the block's getter.
 *
 * The value kept is the one the cdktf object would hold: a list or map block keeps the value as given;
 * a single block keeps it normalized when it is set (the fields left undefined dropped, undefined when
 * nothing is set), as the cdktf object's own code computes it, on a throwaway object built without the
 * stack trace nobody will read. Like the cdktf object, it is a snapshot of the value's fields at that
 * moment.
 */
export class LazyBlock<T> {
  private ref?: T;
  private value?: ValueOf<T>;

  /**
   * @param type the cdktf class of the block
   * @param parent the resource or block holding it
   * @param attribute the block's Terraform name
   * @param wrapsSet for list blocks, whether the list wraps a set (ignored by the other kinds)
   * @param normalizes whether the cdktf object normalizes its value (single blocks)
   */
  public constructor(
    private readonly type: new (parent: any, attribute: string, wrapsSet: boolean) => T,
    private readonly parent: unknown,
    private readonly attribute: string,
    private readonly wrapsSet: boolean,
    private readonly normalizes: boolean,
  ) {}

  /** The cdktf object, created on first use with the value set so far; from then on it holds the value. */
  public get object(): T {
    if (this.ref === undefined) {
      this.ref = new this.type(this.parent, this.attribute, this.wrapsSet);
      if (this.value !== undefined) (this.ref as any).internalValue = this.value;
      this.value = undefined;
    }
    return this.ref;
  }

  /** The value, typed as the cdktf object types it, so the generated `xInput` getters keep their types. */
  public get internalValue(): ValueOf<T> {
    return this.ref === undefined ? (this.value as ValueOf<T>) : (this.ref as any).internalValue;
  }

  public set internalValue(value: ValueOf<T>) {
    if (this.ref !== undefined) {
      (this.ref as any).internalValue = value;
    } else if (value === undefined || !this.normalizes) {
      this.value = value;
    } else {
      this.value = withoutStackTraces(() => {
        const scratch: any = new this.type(this.parent, this.attribute, this.wrapsSet);
        scratch.internalValue = value;
        return scratch.internalValue;
      });
    }
  }
}

/** The type of a cdktf block object's `internalValue` (none for computed maps, which hold no value). */
type ValueOf<T> = T extends { internalValue?: unknown } ? T['internalValue'] : never;

/**
 * Runs `work` with V8's stack capture switched off: cdktf's complex objects record the stack where
 * they were created, for error messages about objects the user holds; a throwaway object needs none.
 * Synchronous, and restored even when `work` throws.
 */
function withoutStackTraces<R>(work: () => R): R {
  const capture = Error.captureStackTrace;
  Error.captureStackTrace = () => undefined;
  try {
    return work();
  } finally {
    Error.captureStackTrace = capture;
  }
}
