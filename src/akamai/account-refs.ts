import { Construct } from 'constructs';
import { DataAkamaiContract } from '../gen/akamai/data-akamai-contract';
import { DataAkamaiGroup } from '../gen/akamai/data-akamai-group';
import { propError, show } from '../prop-error';
import { AkamaiId } from './akamai-id';
import { idOf } from './delivery-bindings';

/**
 * An Akamai contract: by id (`fromId('ctr_1-AB123')`, with or without the prefix), or looked up as the
 * contract of a group (`fromGroupName('Web Properties')`, a `data.akamai_contract`; the lookup fails when
 * the group has several contracts).
 */
export abstract class ContractRef {
  /** A contract by id, with or without `ctr_`. */
  public static fromId(id: string): ContractRef {
    return new ContractById(id);
  }

  /** The contract of the group of this name (a `data.akamai_contract` lookup). */
  public static fromGroupName(groupName: string): ContractRef {
    return new ContractOfGroup(groupName);
  }

  /** @internal the contract id, creating the lookup in `scope` the first time it is needed */
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
  private readonly lookups = new WeakMap<Construct, AkamaiId>();

  public constructor(private readonly groupName: string) {
    super();
  }

  public _bind(scope: Construct, prop: string): AkamaiId {
    if (typeof this.groupName !== 'string') throw propError(scope, prop, `ContractRef.fromGroupName(${show(this.groupName)}): the group name is not a string`);
    let id = this.lookups.get(scope);
    if (id === undefined) {
      const lookup = new DataAkamaiContract(scope, 'Contract', { groupName: this.groupName });
      id = AkamaiId._ofAttribute('contract', lookup.id, 'prefixed');
      this.lookups.set(scope, id);
    }
    return id;
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

  /** The group of this name in the contract the construct uses (a `data.akamai_group` lookup). */
  public static fromName(name: string): GroupRef {
    return new GroupByName(name);
  }

  /** @internal the group id, creating the lookup in `scope` the first time it is needed */
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
  private readonly lookups = new WeakMap<Construct, AkamaiId>();

  public constructor(private readonly name: string) {
    super();
  }

  public _bind(scope: Construct, prop: string, contract: AkamaiId): AkamaiId {
    if (typeof this.name !== 'string') throw propError(scope, prop, `GroupRef.fromName(${show(this.name)}): the name is not a string`);
    let id = this.lookups.get(scope);
    if (id === undefined) {
      const lookup = new DataAkamaiGroup(scope, 'Group', { groupName: this.name, contractId: contract.prefixed });
      id = AkamaiId._ofAttribute('group', lookup.id, 'prefixed');
      this.lookups.set(scope, id);
    }
    return id;
  }
}
