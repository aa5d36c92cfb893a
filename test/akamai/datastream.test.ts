import { describe, expect, test } from 'vitest';
import { akamai } from '../../lib';
import { akamaiStack, synthWithLiteralSecrets } from '../support/synth';

describe('akamai.datastream.Datastream', () => {
  test('two streams with different connectors and a delivery configuration', () => {
    const stack = akamaiStack();
    const common = {
      active: true,
      contractId: 'ctr_1-ABC',
      groupId: '12345',
      properties: ['prp_111'],
      datasetFields: [1000, 1002, 1005],
    };
    new akamai.datastream.Datastream(stack, 'to-s3', {
      ...common,
      deliveryConfiguration: { format: 'STRUCTURED', fieldDelimiter: 'SPACE', frequency: { intervalInSecs: 30 }, uploadFilePrefix: 'logs', uploadFileSuffix: 'ak' },
      streamName: 'edge-logs-s3',
      samplingPercentage: 25,
      s3Connector: { displayName: 'archive', bucket: 'acme-edge-logs', region: 'us-east-1', path: 'akamai/', accessKey: 'AKIA', secretAccessKey: 'SECRET' },
    });
    new akamai.datastream.Datastream(stack, 'to-splunk', {
      ...common,
      streamName: 'edge-logs-splunk',
      notificationEmails: ['oncall@example.com'],
      // Splunk takes no custom file prefix or suffix (the provider's CustomizeDiff refuses them).
      deliveryConfiguration: { format: 'STRUCTURED', fieldDelimiter: 'SPACE', frequency: { intervalInSecs: 30 } },
      splunkConnector: { displayName: 'siem', endpoint: 'https://splunk.example.com:8088/services/collector/raw', eventCollectorToken: 'TOKEN', compressLogs: true },
    });

    const commonJson = {
      active: true,
      contract_id: 'ctr_1-ABC',
      group_id: '12345',
      properties: ['prp_111'],
      dataset_fields: [1000, 1002, 1005],
    };
    const { json, secrets } = synthWithLiteralSecrets(stack);
    expect(secrets).toEqual([
      'akamai_datastream.to-s3.s3_connector.access_key',
      'akamai_datastream.to-s3.s3_connector.secret_access_key',
      'akamai_datastream.to-splunk.splunk_connector.event_collector_token',
    ]);
    const streams = json.resource.akamai_datastream;
    expect(streams['to-s3']).toEqual({
      ...commonJson,
      stream_name: 'edge-logs-s3',
      delivery_configuration: { format: 'STRUCTURED', field_delimiter: 'SPACE', frequency: { interval_in_secs: 30 }, upload_file_prefix: 'logs', upload_file_suffix: 'ak' },
      sampling_percentage: 25,
      s3_connector: { display_name: 'archive', bucket: 'acme-edge-logs', region: 'us-east-1', path: 'akamai/', access_key: 'AKIA', secret_access_key: 'SECRET' },
    });
    expect(streams['to-splunk']).toEqual({
      ...commonJson,
      stream_name: 'edge-logs-splunk',
      delivery_configuration: { format: 'STRUCTURED', field_delimiter: 'SPACE', frequency: { interval_in_secs: 30 } },
      notification_emails: ['oncall@example.com'],
      splunk_connector: { display_name: 'siem', endpoint: 'https://splunk.example.com:8088/services/collector/raw', event_collector_token: 'TOKEN', compress_logs: true },
    });
  });
});
