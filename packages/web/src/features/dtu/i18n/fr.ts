import type { Messages } from '../../../lib/i18n/index.ts';

const fr: Messages = {
  'dtu.Title': 'Paramètres du DTU',
  'dtu.GeneralCard': 'Général',
  'dtu.Serial': 'Numéro de série du DTU',
  'dtu.SerialHint':
    'Le numéro de série sous lequel le DTU s’adresse aux onduleurs. Ne le modifiez que si deux DTU communiquent avec les mêmes onduleurs.',
  'dtu.PollInterval': 'Intervalle d’interrogation',
  'dtu.PollIntervalHint': 'La fréquence à laquelle le DTU demande de nouvelles données à un onduleur.',
  'dtu.Seconds': 's',
  'dtu.NrfCard': 'Module radio NRF24 (Hoymiles HM)',
  'dtu.NrfPower': 'Puissance d’émission (NRF24)',
  'dtu.NrfPowerHint': 'Choisissez la puissance la plus faible qui atteint encore chaque onduleur.',
  'dtu.NrfLevel': '{level} ({dbm} dBm)',
  'dtu.LevelMin': 'Minimale',
  'dtu.LevelLow': 'Faible',
  'dtu.LevelHigh': 'Élevée',
  'dtu.LevelMax': 'Maximale',
  'dtu.NrfMissing':
    'Aucun module radio NRF24 n’est configuré dans le profil de broches actif (gestion de l’appareil)\u202f; il n’a donc pas de réglages ici.',
  'dtu.CmtCard': 'Module radio CMT2300A (Hoymiles HMS/HMT)',
  'dtu.CmtMissing':
    'Aucun module radio CMT2300A n’est configuré dans le profil de broches actif (gestion de l’appareil)\u202f; il n’a donc pas de réglages ici.',
  'dtu.CmtPower': 'Puissance d’émission (CMT2300A)',
  'dtu.Dbm': '{dbm}\u00a0dBm',
  'dtu.Country': 'Région',
  'dtu.CountryHint': 'Choisir une autre région ramène la fréquence à la valeur par défaut de celle-ci.',
  'dtu.CountryEurope': 'Europe ({min}\u00a0MHz – {max}\u00a0MHz)',
  'dtu.CountryNorthAmerica': 'Amérique du Nord ({min}\u00a0MHz – {max}\u00a0MHz)',
  'dtu.CountryBrazil': 'Brésil ({min}\u00a0MHz – {max}\u00a0MHz)',
  'dtu.CountryOther': 'Région {id} ({min}\u00a0MHz – {max}\u00a0MHz)',
  'dtu.Frequency': 'Fréquence',
  'dtu.Mhz': '{mhz}\u00a0MHz',
  'dtu.FrequencyHint':
    'Après une modification, il peut falloir jusqu’à 15 minutes avant que les onduleurs répondent de nouveau.',
  'dtu.FrequencyIllegal':
    'Cette fréquence est hors de la plage autorisée dans la région ({min}\u00a0MHz – {max}\u00a0MHz). Son utilisation peut enfreindre la réglementation locale.',
};

export default fr;
