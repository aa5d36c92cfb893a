import { TerraformOutput } from 'cdktf';
import { describe, expect, test } from 'vitest';
import { cpln } from '../../lib';
import { cplnStack, synth } from '../support/synth';

describe('Control Plane data sources', () => {
  test('look-ups by name synthesize as data blocks and are referenced by resources', () => {
    const stack = cplnStack();
    const gvc = new cpln.dataCplnGvc.DataCplnGvc(stack, 'gvc', { name: 'production' });
    const image = new cpln.dataCplnImage.DataCplnImage(stack, 'image', { name: 'api:1.4.2' });
    const secret = new cpln.dataCplnSecret.DataCplnSecret(stack, 'secret', { name: 'api-credentials' });
    const location = new cpln.dataCplnLocation.DataCplnLocation(stack, 'location', { name: 'aws-eu-central-1' });
    new cpln.dataCplnWorkload.DataCplnWorkload(stack, 'db', { gvc: 'production', name: 'postgres' });
    new cpln.dataCplnLocations.DataCplnLocations(stack, 'locations', {});
    new cpln.dataCplnOrg.DataCplnOrg(stack, 'org', {});
    new cpln.dataCplnCloudAccount.DataCplnCloudAccount(stack, 'aws', {});
    new cpln.dataCplnImages.DataCplnImages(stack, 'images', {
      query: [{ fetch: 'items', spec: { match: 'all', terms: [{ op: '=', property: 'repository', value: 'api' }] } }],
    });
    new cpln.dataCplnHelmTemplate.DataCplnHelmTemplate(stack, 'chart', {
      name: 'redis', chart: 'redis', repository: 'https://charts.bitnami.com/bitnami', version: '18.1.0', set: { 'auth.enabled': 'false' },
    });

    new cpln.workload.Workload(stack, 'api', {
      gvc: gvc.name,
      name: 'api',
      type: 'serverless',
      container: [{ name: 'app', image: image.selfLink, ports: [{ number: 8080, protocol: 'http' }], env: { CREDENTIALS: secret.selfLink } }],
      localOptions: [{ location: location.name, autoscaling: {} }],
    });
    new TerraformOutput(stack, 'endpoint', { value: gvc.alias });

    const out = synth(stack);
    expect(out.data.cpln_gvc.gvc).toEqual({ name: 'production' });
    expect(out.data.cpln_image.image).toEqual({ name: 'api:1.4.2' });
    expect(out.data.cpln_secret.secret).toEqual({ name: 'api-credentials' });
    expect(out.data.cpln_location.location).toEqual({ name: 'aws-eu-central-1' });
    expect(out.data.cpln_workload.db).toEqual({ gvc: 'production', name: 'postgres' });
    expect(out.data.cpln_locations.locations).toEqual({});
    expect(out.data.cpln_org.org).toEqual({});
    expect(out.data.cpln_cloud_account.aws).toEqual({});
    expect(out.data.cpln_images.images).toEqual({
      query: [{ fetch: 'items', spec: { match: 'all', terms: [{ op: '=', property: 'repository', value: 'api' }] } }],
    });
    expect(out.data.cpln_helm_template.chart).toEqual({
      name: 'redis', chart: 'redis', repository: 'https://charts.bitnami.com/bitnami', version: '18.1.0', set: { 'auth.enabled': 'false' },
    });
    expect(out.resource.cpln_workload.api).toEqual({
      gvc: '${data.cpln_gvc.gvc.name}',
      name: 'api',
      type: 'serverless',
      container: [{ name: 'app', image: '${data.cpln_image.image.self_link}', ports: [{ number: 8080, protocol: 'http' }], env: { CREDENTIALS: '${data.cpln_secret.secret.self_link}' } }],
      local_options: [{ location: '${data.cpln_location.location.name}', autoscaling: {} }],
    });
    expect(out.output.endpoint.value).toBe('${data.cpln_gvc.gvc.alias}');
  });
});
