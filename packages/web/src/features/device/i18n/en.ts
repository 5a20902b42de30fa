import type { Messages } from '../../../lib/i18n/index.ts';

const en: Messages = {
  'device.Title': 'Device manager',
  'device.TabPins': 'Pin assignment',
  'device.TabDisplay': 'Display',
  'device.TabLeds': 'LEDs',
  'device.Profile': 'Pin profile',
  'device.ProfileHint':
    'The profiles come from pin_mapping.json, which you can upload under Configuration management.',
  'device.DefaultProfile': 'Default (the firmware’s own pins)',
  'device.NoProfiles':
    'No pin_mapping.json is stored on the device, so only the firmware’s own pins are available.',
  'device.ParseError': 'The pin profiles (pin_mapping.json) could not be read: {message}',
  'device.RestartWarning':
    'Saving another pin profile restarts the device. It is unreachable for a few seconds.',
  'device.PinCaption':
    'Pins of the chosen profile beside the pins the device uses now; differences are highlighted.',
  'device.Category': 'Part',
  'device.Pin': 'Pin',
  'device.Selected': 'Chosen profile',
  'device.Active': 'In use now',
  'device.Differs': 'differs',
  'device.Yes': 'yes',
  'device.No': 'no',
  'device.CategoryNrf24': 'NRF24 radio',
  'device.CategoryCmt': 'CMT2300A radio',
  'device.CategoryW5500': 'W5500 Ethernet',
  'device.CategoryEth': 'Ethernet',
  'device.CategoryDisplay': 'Display',
  'device.CategoryLed': 'LEDs',
  'device.PowerSave': 'Power saving',
  'device.PowerSaveHint': 'Switches the display off while no inverter produces.',
  'device.Screensaver': 'Screensaver',
  'device.ScreensaverHint': 'Moves the content a little now and then so that it does not burn in.',
  'device.DiagramMode': 'Diagram',
  'device.DiagramOff': 'Off',
  'device.DiagramSmall': 'Small, beside the values',
  'device.DiagramFullscreen': 'Full screen, taking turns with the values',
  'device.DiagramDuration': 'Diagram period (seconds)',
  'device.DiagramDurationHint': 'How much time the diagram spans: {hours} h.',
  'device.Language': 'Display language',
  'device.NotConnected': 'not connected',
  'device.LanguageHint': 'The language of the texts on the gateway’s own display.',
  'device.LanguagePack': '{name} (language pack)',
  'device.Rotation': 'Rotation',
  'device.Contrast': 'Contrast',
  'device.EqualBrightness': 'Same brightness for all LEDs',
  'device.LedBrightness': 'LED {number} brightness',
  'device.ConfirmTitle': 'Restart with another pin profile?',
  'device.ConfirmText':
    'The device saves the settings and restarts with the pins of “{profile}”. If these pins do not match the board, the radio or the display will not work until you choose the right profile.',
  'device.ConfirmSave': 'Save and restart',
  'device.FirstNameWarning':
    'The device has no profile name stored yet. The first save stores “Default” (the firmware’s own pins) and restarts the device once; it is unreachable for a few seconds.',
  'device.PinTable': 'Pin comparison',
  'device.FirmwarePin': 'firmware’s own',
};

export default en;
