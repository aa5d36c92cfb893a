// The `akamai` namespace: the generated L1 classes (one submodule per Terraform type) and the L2 constructs.
export * from '../gen/akamai';
export * from '../gen/akamai/appsec-documents';
export * from './account-refs';
export * from './activation';
export * from './akamai-id';
export * from './challenge-answer';
export * from './cp-code-ref';
export * from './delivery-dns';
export * from './edge-dns-zone-ref';
export * from './edge-hostname-choice';
export * from './enrollment-options';
export * from './enrollment-with-validation';
export * from './origin';
export * from './origin-verification';
export * from './property-delivery';
export * from './property-rules';
export * from './third-party-enrollment';
