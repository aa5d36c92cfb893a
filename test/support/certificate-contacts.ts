/** Contacts and organization of a realistic certificate enrollment, shared by the CPS L2 tests. */
export const ADMIN = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phone: '+1-617-555-0100', countryCode: 'US' };
export const TECH = { firstName: 'Alan', lastName: 'Turing', email: 'alan@akamai.example', phone: '+1-617-555-0101' };
export const ORGANIZATION = {
  name: 'Example Corp.',
  phone: '+1-617-555-0102',
  addressLineOne: '150 Broadway',
  city: 'Cambridge',
  region: 'MA',
  postalCode: '02142',
  countryCode: 'US',
};

/**
 * How an enrollment with these contacts and organization and no other options synthesizes them: the
 * CSR subject taken from the organization, and the default network configuration.
 */
export const CONTACTS_AND_DEFAULTS_JSON = {
  admin_contact: { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com', phone: '+1-617-555-0100', country_code: 'US' },
  tech_contact: { first_name: 'Alan', last_name: 'Turing', email: 'alan@akamai.example', phone: '+1-617-555-0101' },
  organization: {
    name: 'Example Corp.',
    phone: '+1-617-555-0102',
    address_line_one: '150 Broadway',
    city: 'Cambridge',
    region: 'MA',
    postal_code: '02142',
    country_code: 'US',
  },
  csr: { city: 'Cambridge', country_code: 'US', organization: 'Example Corp.', state: 'MA' },
  network_configuration: { geography: 'core', disallowed_tls_versions: ['TLSv1', 'TLSv1_1'] },
};
