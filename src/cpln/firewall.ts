/** Which workloads of the org may call a workload on its internal endpoint (`<workload>.<gvc>.cpln.local`). */
export enum InternalAccess {
  /** None (the platform's default): other workloads cannot reach it. */
  NONE = 'none',
  /** The workloads of its GVC. */
  SAME_GVC = 'same-gvc',
  /** The workloads of the org. */
  SAME_ORG = 'same-org',
}

/** A workload's firewall: what reaches it from the internet and from other workloads, and what it may reach. */
export interface WorkloadFirewallOptions {
  /**
   * Let the whole internet reach the workload's endpoints (`0.0.0.0/0`).
   * @default false
   */
  readonly allowInternet?: boolean;
  /**
   * Addresses or CIDR blocks that may reach the workload from the internet.
   * @default - none (besides `allowInternet`)
   */
  readonly inboundAllowCidrs?: string[];
  /**
   * Addresses or CIDR blocks refused even when allowed.
   * @default - none
   */
  readonly inboundBlockedCidrs?: string[];
  /**
   * Addresses or CIDR blocks the workload may reach (`0.0.0.0/0` for all of the internet).
   * @default - none
   */
  readonly outboundAllowCidrs?: string[];
  /**
   * Host names the workload may reach on ports 80 and 443 (`*` only as a prefix: `*.example.com`).
   * @default - none
   */
  readonly outboundAllowHostnames?: string[];
  /**
   * Addresses or CIDR blocks the workload may not reach even when allowed.
   * @default - none
   */
  readonly outboundBlockedCidrs?: string[];
  /**
   * Which workloads may call it on its internal endpoint; `allowFrom(workload)` adds single workloads.
   * @default InternalAccess.NONE
   */
  readonly internalAccess?: InternalAccess;
}
