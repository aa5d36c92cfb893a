import { Construct } from 'constructs';
import { DefaultTokenResolver, StringConcat, Token, Tokenization } from '../framework';
import { DataCplnGvc } from '../gen/cpln/data-cpln-gvc';
import { Gvc } from '../gen/cpln/gvc';
import { propError, show, warnProp } from '../prop-error';
import { Validations } from '../validation/validations';
import type { BoundGvc } from './bound';
import { CplnGvc } from './gvc';

/**
 * A GVC a construct runs in: one of this app (`fromGvc`), looked up (`fromLookup`), or an existing one
 * given by name (`fromName`).
 */
export abstract class GvcRef {
  /** A GVC construct of this app: its name and link are Terraform references. */
  public static fromGvc(gvc: Gvc): GvcRef {
    return new GvcConstructRef(gvc);
  }

  /** A GVC read with the `cpln_gvc` data source. */
  public static fromLookup(lookup: DataCplnGvc): GvcRef {
    return new GvcLookupRef(lookup);
  }

  /**
   * An existing GVC, by name (`main`); its link, when needed, is looked up with a `cpln_gvc` data source
   * (id `GvcLookup`), never written out by hand.
   */
  public static fromName(name: string): GvcRef {
    return new GvcNameRef(name);
  }

  /**
   * @internal a GVC given as a `CplnGvc` or a GvcRef, as a GvcRef (a `CplnGvc` binds as `fromGvc(gvc.resource)`, so
   * what
   * needs a dedicated load balancer is checked against its final configuration); anything else is refused
   */
  public static _of(scope: Construct, prop: string, value: CplnGvc | GvcRef): GvcRef {
    if (value instanceof GvcRef) return value;
    if (value instanceof CplnGvc) return GvcRef.fromGvc(value.resource);
    const hint = (value as unknown) instanceof Gvc ? 'GvcRef.fromGvc(gvc)' : (value as unknown) instanceof DataCplnGvc ? 'GvcRef.fromLookup(lookup)' : typeof value === 'string' ? `GvcRef.fromName(${show(value)})` : 'a CplnGvc, GvcRef.fromGvc(gvc), GvcRef.fromLookup(lookup) or GvcRef.fromName("<name>")';
    throw propError(scope, prop, `${value === undefined ? 'missing' : 'is not a GVC'}; give ${hint}`);
  }

  /** @internal */
  public abstract _bind(scope: Construct, prop: string): BoundGvc;
}

class GvcConstructRef extends GvcRef {
  public constructor(private readonly gvc: Gvc) {
    super();
  }

  public _bind(_scope: Construct, _prop: string): BoundGvc {
    const gvc = this.gvc;
    return {
      name: gvc.name,
      resource: gvc,
      selfLink: () => gvc.selfLink,
      requireDedicatedLoadBalancer: (scope, prop) =>
        scope.node.addValidation({
          // Checked on the GVC's final configuration, escape-hatch overrides included.
          validate: () => {
            if (Validations.isDisabled(scope, DEDICATED)) return [];
            const resolved = Tokenization.resolve(gvc.toTerraform(), {
              scope: gvc,
              preparing: false,
              resolver: new DefaultTokenResolver(new StringConcat()),
            });
            const config = resolved.resource.cpln_gvc[gvc.friendlyUniqueId];
            const loadBalancer = Array.isArray(config.load_balancer) ? config.load_balancer[0] : config.load_balancer;
            const dedicated = loadBalancer?.dedicated;
            // A Terraform expression (a variable, a reference) is decided at plan time, not here.
            if (dedicated === true || (typeof dedicated === 'string' && dedicated.includes('${'))) return [];
            return [`${prop}: true needs GVC ${show(gvc.node.path)} to have a dedicated load balancer; its load_balancer.dedicated is ${show(dedicated ?? null)}, allowed: true [${DEDICATED}]`];
          },
        }),
    };
  }
}

class GvcLookupRef extends GvcRef {
  public constructor(private readonly lookup: DataCplnGvc) {
    super();
  }

  public _bind(): BoundGvc {
    const lookup = this.lookup;
    return {
      name: lookup.name,
      selfLink: () => lookup.selfLink,
      requireDedicatedLoadBalancer: (scope, prop) => uncheckedLoadBalancer(scope, prop, `the GVC read by ${show(lookup.node.path)}`),
    };
  }
}

class GvcNameRef extends GvcRef {
  public constructor(private readonly name: string) {
    super();
  }

  public _bind(scope: Construct, prop: string): BoundGvc {
    const name = this.name;
    if (typeof name !== 'string') throw propError(scope, prop, `GvcRef.fromName(${show(name)}): the name is not a string`);
    let lookup: DataCplnGvc | undefined;
    return {
      name,
      selfLink: (at) => (lookup ??= new DataCplnGvc(at, 'GvcLookup', { name })).selfLink,
      requireDedicatedLoadBalancer: (at, p) => uncheckedLoadBalancer(at, p, Token.isUnresolved(name) ? 'the GVC given by name' : `GVC ${show(name)}`),
    };
  }
}

/** The rule of a domain accepting all hosts: checked on a GVC of the app, warned about for another. */
const DEDICATED = 'cpln/domain-accept-all-hosts-load-balancer';

function uncheckedLoadBalancer(scope: Construct, prop: string, what: string): void {
  warnProp(scope, DEDICATED, prop, `${what} is not a construct of this app, so it cannot be checked; accepting all hosts needs the GVC to have a dedicated load balancer (load_balancer.dedicated = true)`);
}
