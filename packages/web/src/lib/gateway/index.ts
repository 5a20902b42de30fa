export {
  appPath,
  devicePath,
  gatewayHref,
  INVERTER_PARAM,
  inverterHref,
  pageScope,
  scopeOf,
  withGateway,
  type GatewayScope,
} from './scope.ts';
