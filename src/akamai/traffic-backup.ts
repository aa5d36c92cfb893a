import { IConstruct } from 'constructs';
import { propError, show } from '../prop-error';

/** What a GTM property hands out when GTM finds all of its targets down: a CNAME or an IP address, not both. */
export class TrafficBackup {
  /** Hand out this name as a CNAME (`backup_cname`). */
  public static cname(name: string): TrafficBackup {
    return new TrafficBackup('cname', name);
  }

  /** Hand out this IP address (`backup_ip`), of the property's IP version. */
  public static ip(address: string): TrafficBackup {
    return new TrafficBackup('ip', address);
  }

  private constructor(private readonly kind: 'cname' | 'ip', private readonly value: string) {}

  /** @internal the property's backup arguments */
  public _render(scope: IConstruct, prop: string): { readonly backupCname?: string; readonly backupIp?: string } {
    if (typeof this.value !== 'string') throw propError(scope, prop, `TrafficBackup.${this.kind}(${show(this.value)}): the ${this.kind === 'ip' ? 'address' : 'name'} is not a string`);
    return this.kind === 'ip' ? { backupIp: this.value } : { backupCname: this.value };
  }
}
