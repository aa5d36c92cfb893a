import { Tokenization } from '../framework';
import { singleValue } from './known-keys';

/**
 * A nested block of a generated L1 class, created when first used instead of in every constructor.
 *
 * The generator's classes build one framework `ComplexObject`/`ComplexList` per nested block, each
 * capturing a full stack trace, whether or not the block is ever set. The emitted classes
 * (codegen/emitter/) hold a `LazyBlock` instead, which keeps the value and creates the framework object
 * only once the user reads the block's getter.
 *
 * The value kept is the one the framework object would hold: a list or map block keeps the value as
 * given; a single block keeps it normalized when it is set (its keys checked, the fields left undefined
 * dropped, undefined when nothing is set), as the block object's own code computes it, by the block's
 * emitted normalizer (`normalizeBlock`), without building the object. Like the block object, it is a
 * snapshot of the value's fields at that moment.
 */
export class LazyBlock<T> {
  private ref?: T;
  private value?: ValueOf<T>;

  /**
   * @param type the framework class of the block
   * @param terraformResource the resource or block holding it
   * @param terraformAttribute the block's Terraform name
   * @param wrapsSet for list blocks, whether the list wraps a set (ignored by the other kinds)
   * @param normalize for single blocks, what the block object holds of a value set on it
   */
  public constructor(
    private readonly type: new (parent: any, attribute: string, wrapsSet: boolean) => T,
    public readonly terraformResource: unknown,
    public readonly terraformAttribute: string,
    private readonly wrapsSet: boolean,
    private readonly normalize: Normalize | undefined,
  ) {}

  /** The framework object, created on first use with the value set so far; from then on it holds the value. */
  public get object(): T {
    if (this.ref === undefined) {
      this.ref = new this.type(this.terraformResource, this.terraformAttribute, this.wrapsSet);
      if (this.value !== undefined) (this.ref as any).internalValue = this.value;
      this.value = undefined;
    }
    return this.ref;
  }

  /** The value, typed as the framework object types it, so the generated `xInput` getters keep their types. */
  public get internalValue(): ValueOf<T> {
    return this.ref === undefined ? (this.value as ValueOf<T>) : (this.ref as any).internalValue;
  }

  public set internalValue(value: ValueOf<T>) {
    if (this.ref !== undefined) (this.ref as any).internalValue = value;
    else this.value = value === undefined || this.normalize === undefined ? value : this.normalize(this, value);
  }
}

/** The type of a block object's `internalValue` (none for computed maps, which hold no value). */
type ValueOf<T> = T extends { internalValue?: unknown } ? T['internalValue'] : never;

/**
 * What a single block object holds of a value set on it; `owner` names the block in errors (its resource and
 * attribute).
 */
export type Normalize = (owner: object, value: any) => any;

/**
 * What a single block object holds of `value` (its `internalValue` setter, then getter): the value checked
 * (`singleValue`); a token as it is; otherwise each field of the struct that is not undefined (a nested
 * single block normalized in turn, by the normalizer `singles` gives for its prop), or undefined when none is
 * and the object given was not empty.
 */
export function normalizeBlock(
  owner: object,
  value: any,
  known: ReadonlySet<string>,
  struct: string,
  takesExpression: boolean,
  singles: Record<string, [string, Normalize]>,
): any {
  const checked = singleValue(owner, value, known, struct, takesExpression);
  if (checked === undefined || (takesExpression && Tokenization.isResolvable(checked))) return checked;
  let hasAnyValues = Object.keys(checked).length === 0;
  const result: Record<string, unknown> = {};
  for (const key of known) {
    const single = singles[key];
    const field = single === undefined
      ? checked[key]
      : single[1]({ terraformResource: owner, terraformAttribute: single[0] }, checked[key]);
    if (field !== undefined) {
      hasAnyValues = true;
      result[key] = field;
    }
  }
  return hasAnyValues ? result : undefined;
}
