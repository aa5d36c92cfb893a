export * as cpln from './cpln';
export * as akamai from './akamai';
export { Validations } from './validation/validations';
