/** The five inverter dialogs of the live view. */
export type DialogKind = 'events' | 'info' | 'grid' | 'limit' | 'power';

/** What every inverter dialog gets (declared here, not in InverterDialog, so no import goes in a circle). */
export interface DialogProps {
  serial: string;
  /** The dialog's title with the inverter's name. */
  title: (what: string) => string;
  onClose: () => void;
}
