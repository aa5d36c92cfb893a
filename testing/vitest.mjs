// Setup module for app repos that test their stacks with vitest: makes the framework's Terraform matchers
// (toHaveResourceWithProperties, toHaveDataSource, toHaveProviderWithProperties, toBeValidTerraform, ...)
// available on vitest's `expect`. Add it to `test.setupFiles` in vitest.config. The framework is the one
// this flavor of the package is built for (its seam, lib/framework.js).
import { expect } from 'vitest';
import { Testing } from '../lib/framework.js';

// The matchers register themselves on, and compare through, a global `expect` (as Jest has).
globalThis.expect ??= expect;
Testing.setupJest();
