/**
 * A website match target of a security policy (`SecurityPolicy.addMatchTarget`): the requests the policy
 * protects. The target's document is written as the API returns it (`defaultFile` NO_MATCH, both negative
 * matches false), so the next plan compares equal documents.
 */
export interface MatchTargetOptions {
  /**
   * The hosts the target covers, hosts of the configuration.
   * @default - every host of the configuration
   */
  readonly hostnames?: string[];
  /**
   * The paths the target covers (`/*`, `/api/*`).
   * @default ['/*'] - every path
   */
  readonly paths?: string[];
  /**
   * The file extensions the target covers, without the dot.
   * @default - any
   */
  readonly fileExtensions?: string[];
}
