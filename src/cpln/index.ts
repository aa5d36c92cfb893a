// The `cpln` namespace: the generated L1 classes (one submodule per Terraform type) and the L2 constructs.
export * from '../gen/cpln';
export * from './domain-options';
export * from './domain-routing';
export * from './gvc-ref';
export * from './identity-ref';
export * from './secret-ref';
export * from './workload-ref';
export * from './workload-secret';
export * from './workload-with-domain';
export * from './grant';
export * from './secret';
export * from './gvc';
export * from './identity';
export * from './volume-set';
export * from './volume-set-ref';
