/**
 * Every 'validation.*' message key the schemas produce: client-only rules, the three code-less device
 * network checks, and the restore-file shape checks. The web app's i18n test requires a translation
 * for each.
 */
export const VALIDATION_MESSAGES = [
  'validation.passwordsNotEqual',
  'validation.dtuSerialRange',
  'validation.pollIntervalMax',
  'validation.inverterNameRequired',
  'validation.channelNameLength',
  'validation.maxPowerRange',
  'validation.reachableThresholdRange',
  'validation.limitMin',
  'validation.limitRelativeMax',
  'validation.limitAbsoluteMax',
  'validation.hostnameLength',
  'validation.ssidLength',
  'validation.wifiPasswordLength',
  'validation.latitudeRange',
  'validation.longitudeRange',
  'validation.diagramDurationRange',
  'validation.contrastRange',
  'validation.brightnessRange',
  'validation.rotationRange',
  'validation.languageRange',
  'validation.diagramModeRange',
  'validation.configFileShape',
  'validation.pinMappingFileShape',
] as const;

export type ValidationMessage = (typeof VALIDATION_MESSAGES)[number];
