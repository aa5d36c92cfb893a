// The `akamai` namespace: the generated L1 classes (one submodule per Terraform type) and the L2 constructs.
export * from '../gen/akamai';
export * from './enrollment-options';
export * from './enrollment-validation';
export * from './enrollment-with-validation';
export * from './third-party-enrollment';
