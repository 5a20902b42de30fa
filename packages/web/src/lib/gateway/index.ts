export {
  appPath,
  devicePath,
  gatewayHref,
  pageScope,
  scopeOf,
  withGateway,
  type GatewayScope,
} from './scope.ts';
