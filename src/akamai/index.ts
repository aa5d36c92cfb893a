// The `akamai` namespace: the generated L1 classes (one submodule per Terraform type) and the L2 constructs.
export * from '../gen/akamai';
export * from './challenge-answer';
export * from './edge-dns-zone-ref';
export * from './enrollment-options';
export * from './enrollment-with-validation';
export * from './third-party-enrollment';
