import { describe, expect, test } from 'vitest';
import { akamai } from '../../lib';
import { akamaiStack, synth } from '../support/synth';

describe('akamai.cloudletsApplicationLoadBalancer.CloudletsApplicationLoadBalancer', () => {
  test('a load balancer with two data centers and liveness settings, then its activation', () => {
    const stack = akamaiStack();
    const alb = new akamai.cloudletsApplicationLoadBalancer.CloudletsApplicationLoadBalancer(stack, 'alb', {
      originId: 'alb_origin',
      description: 'checkout',
      balancingType: 'WEIGHTED',
      dataCenters: [
        { originId: 'dc_east', continent: 'NA', country: 'US', stateOrProvince: 'VA', city: 'Ashburn', latitude: 39.043757, longitude: -77.487442, percent: 60, hostname: 'east.origin.example.com', livenessHosts: ['east.origin.example.com'] },
        { originId: 'dc_west', continent: 'NA', country: 'US', latitude: 37.338207, longitude: -121.88633, percent: 40, cloudService: false },
      ],
      livenessSettings: { protocol: 'HTTPS', port: 443, path: '/health', hostHeader: 'origin.example.com', interval: 30, timeout: 10, status5XxFailure: true, additionalHeaders: { 'X-Probe': 'akamai' } },
    });
    new akamai.cloudletsApplicationLoadBalancerActivation.CloudletsApplicationLoadBalancerActivation(stack, 'activation', {
      originId: alb.originId, network: 'staging', version: alb.version,
    });

    const out = synth(stack);
    expect(out.resource.akamai_cloudlets_application_load_balancer.alb).toEqual({
      origin_id: 'alb_origin',
      description: 'checkout',
      balancing_type: 'WEIGHTED',
      data_centers: [
        { origin_id: 'dc_east', continent: 'NA', country: 'US', state_or_province: 'VA', city: 'Ashburn', latitude: 39.043757, longitude: -77.487442, percent: 60, hostname: 'east.origin.example.com', liveness_hosts: ['east.origin.example.com'] },
        { origin_id: 'dc_west', continent: 'NA', country: 'US', latitude: 37.338207, longitude: -121.88633, percent: 40, cloud_service: false },
      ],
      liveness_settings: { protocol: 'HTTPS', port: 443, path: '/health', host_header: 'origin.example.com', interval: 30, timeout: 10, status_5xx_failure: true, additional_headers: { 'X-Probe': 'akamai' } },
    });
    expect(out.resource.akamai_cloudlets_application_load_balancer_activation.activation).toEqual({
      origin_id: '${akamai_cloudlets_application_load_balancer.alb.origin_id}',
      network: 'staging',
      version: '${akamai_cloudlets_application_load_balancer.alb.version}',
    });
  });
});
