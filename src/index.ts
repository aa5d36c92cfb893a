export * as cpln from './gen/cpln';
export * as akamai from './gen/akamai';
export { Validations } from './validation/validations';
