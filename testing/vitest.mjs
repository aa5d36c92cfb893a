// Setup module for app repos that test their stacks with vitest: makes cdktf's Terraform matchers
// (toHaveResourceWithProperties, toHaveDataSource, toHaveProviderWithProperties, toBeValidTerraform, ...)
// available on vitest's `expect`. Add it to `test.setupFiles` in vitest.config.
import { Testing } from 'cdktf';
import { expect } from 'vitest';

// cdktf's matchers register themselves on, and compare through, a global `expect` (as Jest has).
globalThis.expect ??= expect;
Testing.setupJest();
