export * as cpln from './cpln';
export * as akamai from './gen/akamai';
export { Validations } from './validation/validations';
