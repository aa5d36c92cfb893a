import { classesExtending, constructorOf, Pass, superCall } from './passes';

/**
 * The generated provider class registers its stack with the synthesis adapter (src/synthesis/adapter.ts), which
 * validates it: every stack that uses a provider of this package holds its provider construct, so each one is checked.
 */
export const registerValidationPass: Pass = {
  name: 'register-validation',
  edit(context, edits) {
    if (context.file !== 'provider/index.ts') return;
    const providers = classesExtending(context, ['TerraformProvider']);
    if (providers.length !== 1) throw edits.unexpected(`found ${providers.length} provider classes, expected one`);
    const constructor = constructorOf(providers[0]);
    const call = constructor && superCall(constructor);
    if (call === undefined) throw edits.unexpected('the provider class has no constructor calling super');
    edits.insert(call.end, '\n    registerValidation(this);');
    edits.addImport(['registerValidation'], `${context.synthesis}/adapter`);
  },
};
