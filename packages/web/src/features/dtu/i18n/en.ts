import type { Messages } from '../../../lib/i18n/index.ts';

const en: Messages = {
  'dtu.Title': 'DTU settings',
  'dtu.GeneralCard': 'General',
  'dtu.Serial': 'DTU serial number',
  'dtu.SerialHint':
    'The serial number the DTU uses towards the inverters. Change it only when two DTUs talk to the same inverters.',
  'dtu.PollInterval': 'Poll interval',
  'dtu.PollIntervalHint': 'How often the DTU asks an inverter for new data.',
  'dtu.Seconds': 's',
  'dtu.NrfCard': 'NRF24 radio (Hoymiles HM)',
  'dtu.NrfPower': 'Transmit power (NRF24)',
  'dtu.NrfPowerHint': 'Use the lowest power that still reaches every inverter.',
  'dtu.NrfLevel': '{level} ({dbm} dBm)',
  'dtu.LevelMin': 'Minimum',
  'dtu.LevelLow': 'Low',
  'dtu.LevelHigh': 'High',
  'dtu.LevelMax': 'Maximum',
  'dtu.NrfMissing':
    'No NRF24 radio is configured in the active pin profile (Device manager), so it has no settings here.',
  'dtu.CmtCard': 'CMT2300A radio (Hoymiles HMS/HMT)',
  'dtu.CmtMissing':
    'No CMT2300A radio is configured in the active pin profile (Device manager), so it has no settings here.',
  'dtu.CmtPower': 'Transmit power (CMT2300A)',
  'dtu.Dbm': '{dbm} dBm',
  'dtu.Country': 'Region',
  'dtu.CountryHint': 'Choosing another region moves the frequency to that region’s default.',
  'dtu.CountryEurope': 'Europe ({min} MHz – {max} MHz)',
  'dtu.CountryNorthAmerica': 'North America ({min} MHz – {max} MHz)',
  'dtu.CountryBrazil': 'Brazil ({min} MHz – {max} MHz)',
  'dtu.CountryOther': 'Region {id} ({min} MHz – {max} MHz)',
  'dtu.Frequency': 'Frequency',
  'dtu.Mhz': '{mhz} MHz',
  'dtu.FrequencyHint': 'After a change it can take up to 15 minutes until the inverters answer again.',
  'dtu.FrequencyIllegal':
    'This frequency is outside the legal range of the region ({min} MHz – {max} MHz). Using it may violate local regulations.',
};

export default en;
