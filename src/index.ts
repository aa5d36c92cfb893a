export * as cpln from './gen/cpln';
