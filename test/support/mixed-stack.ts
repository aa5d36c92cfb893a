/** The resource types examples/mixed-stack synthesizes: Control Plane and Akamai in one stack. */
export const MIXED_STACK_RESOURCE_TYPES = [
  'akamai_cps_dv_enrollment',
  'akamai_cps_dv_validation',
  'akamai_dns_record',
  'akamai_dns_zone',
  'cpln_domain',
  'cpln_gvc',
  'cpln_workload',
  'terraform_data',
];
