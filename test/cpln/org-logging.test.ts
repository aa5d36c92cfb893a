import { describe, expect, test } from 'vitest';
import { cpln } from '../../lib';
import { cplnStack, synth } from '../support/synth';

describe('cpln.orgLogging.OrgLogging', () => {
  test('log destinations: an S3 bucket and an Elasticsearch service on AWS', () => {
    const stack = cplnStack();
    new cpln.orgLogging.OrgLogging(stack, 'logging', {
      s3Logging: [{ bucket: 'acme-logs', region: 'eu-central-1', prefix: '/cpln', credentials: '/org/acme/secret/aws-logs' }],
      elasticLogging: [
        { aws: { host: 'search.eu-central-1.es.amazonaws.com', port: 443, index: 'cpln', type: '_doc', region: 'eu-central-1', credentials: '/org/acme/secret/aws-es' } },
      ],
    });

    expect(synth(stack).resource.cpln_org_logging.logging).toEqual({
      s3_logging: [{ bucket: 'acme-logs', region: 'eu-central-1', prefix: '/cpln', credentials: '/org/acme/secret/aws-logs' }],
      elastic_logging: [
        { aws: { host: 'search.eu-central-1.es.amazonaws.com', port: 443, index: 'cpln', type: '_doc', region: 'eu-central-1', credentials: '/org/acme/secret/aws-es' } },
      ],
    });
  });
});
