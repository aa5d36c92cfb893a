import { Construct } from 'constructs';
import { DefaultTokenResolver, StringConcat, TerraformStack, Token, Tokenization } from '../framework';
import { DataAkamaiContract } from '../gen/akamai/data-akamai-contract';
import { DataAkamaiGroup } from '../gen/akamai/data-akamai-group';
import { propError, show } from '../prop-error';
import { AkamaiId } from './akamai-id';
import { idOf } from './delivery-bindings';

/**
 * An Akamai contract: by id (`fromId('ctr_1-AB123')`, with or without the prefix), or looked up as the
 * contract of a group (`fromGroupName('Web Properties')`, a `data.akamai_contract`; the lookup fails when
 * the group has several contracts). Each construct takes the id in the form its resources want (`AkamaiId`):
 * prefixed for Property Manager, bare for CPS and Edge DNS.
 */
export abstract class ContractRef {
  /** A contract by id, with or without `ctr_`. */
  public static fromId(id: string): ContractRef {
    return new ContractById(id);
  }

  /**
   * The contract of the group of this name: one `data.akamai_contract` per stack and name (construct id
   * `ContractOfGroup_<name>` under the stack), shared by every construct of the stack that names it.
   */
  public static fromGroupName(groupName: string): ContractRef {
    return new ContractOfGroup(groupName);
  }

  /** @internal the contract id, creating the stack's lookup the first time it is needed */
  public abstract _bind(scope: Construct, prop: string): AkamaiId;
}

class ContractById extends ContractRef {
  public constructor(private readonly id: string) {
    super();
  }

  public _bind(scope: Construct, prop: string): AkamaiId {
    return idOf(scope, prop, () => AkamaiId.contract(this.id));
  }
}

class ContractOfGroup extends ContractRef {
  public constructor(private readonly groupName: string) {
    super();
  }

  public _bind(scope: Construct, prop: string): AkamaiId {
    if (typeof this.groupName !== 'string') throw propError(scope, prop, `ContractRef.fromGroupName(${show(this.groupName)}): the group name is not a string`);
    return lookup(scope, prop, 'ContractOfGroup', [this.groupName], (stack, id) => {
      const data = new DataAkamaiContract(stack, id, { groupName: this.groupName });
      return AkamaiId._ofAttribute('contract', data.id, 'prefixed');
    });
  }
}

/**
 * An Akamai group: by id (`fromId('grp_12345')`, with or without the prefix), or looked up by name in the
 * construct's contract (`fromName('Web Properties')`, a `data.akamai_group`).
 */
export abstract class GroupRef {
  /** A group by id, with or without `grp_`. */
  public static fromId(id: string): GroupRef {
    return new GroupById(id);
  }

  /**
   * The group of this name in the contract the construct uses: one `data.akamai_group` per stack, name and
   * contract (construct id `Group_<name>_<contract id, or the contract's lookup>` under the stack), shared by every
   * construct of the stack.
   */
  public static fromName(name: string): GroupRef {
    return new GroupByName(name);
  }

  /** @internal the group id, creating the stack's lookup the first time it is needed */
  public abstract _bind(scope: Construct, prop: string, contract: AkamaiId): AkamaiId;
}

class GroupById extends GroupRef {
  public constructor(private readonly id: string) {
    super();
  }

  public _bind(scope: Construct, prop: string): AkamaiId {
    return idOf(scope, prop, () => AkamaiId.group(this.id));
  }
}

class GroupByName extends GroupRef {
  public constructor(private readonly name: string) {
    super();
  }

  public _bind(scope: Construct, prop: string, contract: AkamaiId): AkamaiId {
    if (typeof this.name !== 'string') throw propError(scope, prop, `GroupRef.fromName(${show(this.name)}): the name is not a string`);
    return lookup(scope, prop, 'Group', [this.name, lookupNames.get(contract) ?? contract.prefixed], (stack, id) => {
      const data = new DataAkamaiGroup(stack, id, { groupName: this.name, contractId: contract.prefixed });
      return AkamaiId._ofAttribute('group', data.id, 'prefixed');
    });
  }
}

/** The lookups of each stack by what they look up (the texts of the key, tokens as the expressions they stand for). */
const lookups = new WeakMap<TerraformStack, Map<string, { readonly key: string; readonly id: AkamaiId }>>();
/**
 * The construct ids of the lookups, by the ids they find: a group looked up in a looked-up contract is named after its
 * lookup.
 */
const lookupNames = new WeakMap<AkamaiId, string>();

/**
 * The id a lookup of the stack finds: the stack's data source for this key, made once under the stack with a
 * construct id from the key's texts (`Group_Web_Properties_ctr_1-AB123`), which also names it in Terraform.
 */
function lookup(
  scope: Construct,
  prop: string,
  kind: string,
  texts: string[],
  make: (stack: TerraformStack, id: string) => AkamaiId,
): AkamaiId {
  const stack = TerraformStack.of(scope);
  const key = texts.map((text) => (Token.isUnresolved(text) ? String(Tokenization.resolve(text, {
    scope: stack,
    preparing: false,
    resolver: new DefaultTokenResolver(new StringConcat()),
  })) : text));
  const id = [kind, ...key].join('_').replace(/[^A-Za-z0-9_-]+/g, '_');
  const byId = lookups.get(stack) ?? new Map<string, { readonly key: string; readonly id: AkamaiId }>();
  lookups.set(stack, byId);
  const found = byId.get(id);
  if (found !== undefined && found.key !== key.join('\n')) {
    throw propError(scope, prop, `the lookup of ${show(texts[0])} would be named ${show(id)} in Terraform, as the lookup of ${show(found.key.split('\n')[0])} in this stack is; rename one of them, or give the id instead of the name`);
  }
  if (found !== undefined) return found.id;
  const made = make(stack, id);
  byId.set(id, { key: key.join('\n'), id: made });
  lookupNames.set(made, id);
  return made;
}
