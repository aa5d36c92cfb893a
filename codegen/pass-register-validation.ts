import { addImport, Pass, unexpected } from './passes';

/**
 * The generated provider class registers the synth-time validation on its stack: every stack that
 * uses a provider of this package holds its provider construct, so each one is checked.
 */
export const registerValidationPass: Pass = {
  name: 'register-validation',
  apply(source, context) {
    if (context.file !== 'provider/index.ts') return source;
    const superCall = /\n    super\(scope, id, \{[\s\S]*?\n    \}\);\n/;
    if (!superCall.test(source)) throw unexpected(this.name, context, 'the provider class has no constructor calling super');
    return addImport(source, context, 'registerValidation', `${context.validation}/register`).replace(superCall, (call) => `${call}    registerValidation(this);\n`);
  },
};
