// A schema-only Terraform provider: it serves a provider's schema, read from files in the format of
// `terraform providers schema -json` (schemas/<provider>.json and its parts), and accepts every configuration,
// so that `terraform validate` checks a synthesized stack against the exact schema this package is generated
// from (unknown arguments, types, required arguments, blocks and their nesting and counts) without the real
// provider binary. The provider's own checks are the package's validation engine, not this program's.
//
// `node provider.mjs <schema file> [<part file>...]` runs as a go-plugin plugin, either started by Terraform
// from a launcher named terraform-provider-<type> that `dev_overrides` points to, or started by the tests and
// attached to (TF_REATTACH_PROVIDERS); test/support/terraform-validate.ts does both. It speaks protocol 6 over
// gRPC (tfplugin6.proto: the calls `terraform validate` makes), and go-plugin's handshake:
//   - Terraform sets TF_PLUGIN_MAGIC_COOKIE (refused without it: the program is not meant to be run by hand)
//     and PLUGIN_PROTOCOL_VERSIONS (the protocols it speaks, which must include 6);
//   - with automatic mTLS (Terraform's default; TF_DISABLE_PLUGIN_TLS=1 turns it off) it sets
//     PLUGIN_CLIENT_CERT, its own certificate: Terraform then dials with TLS whatever the plugin prints (a
//     plugin that prints no certificate "did not respond"), so the plugin makes a self-signed certificate
//     (`openssl`), requires Terraform's certificate of its clients, and prints its own (DER, base64 without
//     padding) as the sixth field of the handshake line; a provider Terraform attaches to is plaintext;
//   - the handshake line on stdout: `1|6|tcp|127.0.0.1:<port>|grpc[|<certificate>]`.
// Besides the provider service, go-plugin calls plugin.GRPCController/Shutdown when Terraform is done with
// the provider (and waits two seconds for the process to exit when it does not), and may call the gRPC
// health service. Its stdio and broker streams are optional: left unimplemented, go-plugin goes without them.
import { execFileSync } from 'node:child_process';
import { createHash, X509Certificate } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const grpc = require('@grpc/grpc-js');
const protoLoader = require('@grpc/proto-loader');
// protobufjs (proto-loader's) refuses messages nested deeper than 100, as protoc's default; Akamai's IAM
// group trees nest an attribute in an attribute about 50 times (two messages each). Terraform reads up to 10,000.
createRequire(require.resolve('@grpc/proto-loader'))('protobufjs').util.recursionLimit = 1000;

/** The cookie Terraform's plugin handshake sets (tfplugin.Handshake in Terraform's code). */
const MAGIC_COOKIE = 'd602bf8f470bc67ca7faa0386276bbdd4330efaf76d1a219cb4d6991ca9872b2';

if (process.env.TF_PLUGIN_MAGIC_COOKIE !== MAGIC_COOKIE) {
  console.error('This is a Terraform provider plugin (a schema-only one, for `terraform validate`): Terraform runs it.');
  process.exit(1);
}
if (!(process.env.PLUGIN_PROTOCOL_VERSIONS ?? '6').split(',').includes('6')) {
  console.error(`This provider speaks plugin protocol 6; Terraform offers ${process.env.PLUGIN_PROTOCOL_VERSIONS}.`);
  process.exit(1);
}
const files = process.argv.slice(2);
if (files.length === 0) {
  console.error('usage: provider.mjs <schema file> [<part file>...]');
  process.exit(2);
}

const NESTING = { single: 'SINGLE', list: 'LIST', set: 'SET', map: 'MAP', group: 'GROUP' };
const kind = (k) => (k === 'markdown' ? 'MARKDOWN' : 'PLAIN');

/**
 * An attribute of the schema file as the protocol's Schema.Attribute: its cty type is sent as the bytes of its JSON.
 */
function attribute(name, a) {
  return {
    name,
    type: a.type === undefined ? undefined : Buffer.from(JSON.stringify(a.type)),
    nested_type: a.nested_type && {
      attributes: attributes(a.nested_type.attributes),
      nesting: NESTING[a.nested_type.nesting_mode],
    },
    description: a.description,
    description_kind: kind(a.description_kind),
    required: a.required,
    optional: a.optional,
    computed: a.computed,
    sensitive: a.sensitive,
    deprecated: a.deprecated,
    write_only: a.write_only,
  };
}

const attributes = (table = {}) => Object.entries(table).map(([name, a]) => attribute(name, a));

/** A block of the schema file as Schema.Block (nested blocks with their nesting mode and item counts). */
function block(b) {
  return {
    attributes: attributes(b.attributes),
    block_types: Object.entries(b.block_types ?? {}).map(([name, t]) => ({
      type_name: name,
      block: block(t.block),
      nesting: NESTING[t.nesting_mode],
      min_items: t.min_items,
      max_items: t.max_items,
    })),
    description: b.description,
    description_kind: kind(b.description_kind),
    deprecated: b.deprecated,
  };
}

const schema = (s) => ({ version: s.version, block: block(s.block) });

/**
 * The GetProviderSchema answer from the schema files: the provider of the first file, with the resource types
 * and data sources of every file (parts hold types kept apart for their size). Terraform asks the first
 * instance it starts in a command only: the others are not asked again (get_provider_schema_optional).
 */
function providerSchema() {
  const resources = {};
  const dataSources = {};
  let provider;
  for (const file of files) {
    const providers = Object.values(JSON.parse(readFileSync(file, 'utf-8')).provider_schemas);
    if (providers.length !== 1) throw new Error(`${file}: expected the schema of one provider, found ${providers.length}`);
    const [held] = providers;
    provider ??= held.provider;
    for (const [type, s] of Object.entries(held.resource_schemas ?? {})) resources[type] = schema(s);
    for (const [type, s] of Object.entries(held.data_source_schemas ?? {})) dataSources[type] = schema(s);
  }
  return {
    provider: schema(provider),
    resource_schemas: resources,
    data_source_schemas: dataSources,
    server_capabilities: { get_provider_schema_optional: true },
  };
}

/** A call answered with no diagnostics: the configuration is Terraform's to check against the schema. */
const accept = (_call, callback) => callback(null, { diagnostics: [] });

const PROGRAM = fileURLToPath(import.meta.url);
const PROTO = join(dirname(PROGRAM), 'tfplugin6.proto');
const proto = grpc.loadPackageDefinition(protoLoader.loadSync(PROTO, { keepCase: true, enums: String }));
const service = proto.tfplugin6.Provider.service;

/**
 * The GetProviderSchema answer, encoded: reading, converting and encoding Akamai's schema takes about a second, and
 * Terraform starts the provider anew for every command, so the bytes are kept in the system's temporary folder
 * under a digest of the schema files, this program and the .proto.
 */
function encodedSchema() {
  const digest = createHash('sha256');
  for (const file of [PROGRAM, PROTO, ...files]) digest.update(readFileSync(file)).update('\0');
  const cache = join(tmpdir(), `schema-provider-${digest.digest('hex').slice(0, 32)}.bin`);
  if (existsSync(cache)) return readFileSync(cache);
  const bytes = service.GetProviderSchema.responseSerialize(providerSchema());
  // Written whole, then renamed: several test workers may start the provider at once.
  writeFileSync(`${cache}.${process.pid}`, bytes);
  renameSync(`${cache}.${process.pid}`, cache);
  return bytes;
}

let encoded;
const server = new grpc.Server();
// GetProviderSchema answers with the encoded bytes, which its serializer passes on as they are.
const getSchema = { ...service.GetProviderSchema, responseSerialize: (
  answer,
) => (Buffer.isBuffer(answer) ? answer : service.GetProviderSchema.responseSerialize(answer)) };
server.addService({ ...service, GetProviderSchema: getSchema }, {
  GetProviderSchema: (_call, callback) => {
    try {
      encoded ??= encodedSchema();
      callback(null, encoded);
    } catch (e) {
      callback(null, { diagnostics: [{ severity: 'ERROR', summary: 'Schema-only provider: cannot read the schema', detail: String(e) }] });
    }
  },
  ValidateProviderConfig: accept,
  ValidateResourceConfig: accept,
  ValidateDataResourceConfig: accept,
  ConfigureProvider: accept,
  StopProvider: (_call, callback) => callback(null, {}),
});

// go-plugin's two small services, with hand-written codecs in place of a .proto: Shutdown takes and returns
// an empty message (no bytes); the health answer is `status` (field 1, varint) = SERVING (1), bytes 08 01.
const EMPTY = Buffer.alloc(0);
const unary = (path, response) => ({
  path,
  requestStream: false,
  responseStream: false,
  requestSerialize: () => EMPTY,
  requestDeserialize: () => ({}),
  responseSerialize: () => response,
  responseDeserialize: () => ({}),
});
server.addService({ Shutdown: unary('/plugin.GRPCController/Shutdown', EMPTY) }, {
  Shutdown: (_call, callback) => {
    callback(null, {});
    setImmediate(() => process.exit(0));
  },
});
server.addService({ Check: unary('/grpc.health.v1.Health/Check', Buffer.from([0x08, 0x01])) }, { Check: (_call, callback) => callback(null, {}) });

/**
 * The server's credentials and the certificate field of the handshake line: mTLS with a fresh self-signed
 * certificate for localhost (the name go-plugin verifies) when Terraform sent its own, plaintext otherwise.
 */
function credentials() {
  const clientCertificate = process.env.PLUGIN_CLIENT_CERT;
  if (!clientCertificate) return { credentials: grpc.ServerCredentials.createInsecure(), field: '' };
  const dir = mkdtempSync(join(tmpdir(), 'schema-provider-'));
  try {
    execFileSync('openssl', [
      'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:P-256', '-nodes', '-days', '1', '-subj', '/CN=localhost',
      '-addext', 'subjectAltName=DNS:localhost',
      '-addext', 'basicConstraints=critical,CA:TRUE',
      '-addext', 'keyUsage=digitalSignature,keyEncipherment,keyAgreement,keyCertSign',
      '-addext', 'extendedKeyUsage=serverAuth,clientAuth',
      '-keyout', join(dir, 'key.pem'), '-out', join(dir, 'cert.pem'),
    ], { stdio: ['ignore', 'ignore', 'pipe'] });
    const certificate = readFileSync(join(dir, 'cert.pem'));
    return {
      credentials: grpc.ServerCredentials.createSsl(Buffer.from(clientCertificate), [{ private_key: readFileSync(join(dir, 'key.pem')), cert_chain: certificate }], true),
      field: `|${new X509Certificate(certificate).raw.toString('base64').replace(/=+$/, '')}`,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const { credentials: serverCredentials, field } = credentials();
server.bindAsync('127.0.0.1:0', serverCredentials, (error, port) => {
  if (error) {
    console.error(error);
    process.exit(1);
  }
  process.stdout.write(`1|6|tcp|127.0.0.1:${port}|grpc${field}\n`);
});

// As go-plugin's servers do: an interrupt is the host's to handle (it stops the provider through the protocol),
// and the provider goes when its host is gone, whether or not it was told.
process.on('SIGINT', () => {});
const host = process.ppid;
setInterval(() => {
  if (process.ppid !== host) process.exit(0);
}, 1000).unref();
