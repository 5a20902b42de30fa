/** The five inverter dialogs of the live view. */
export type DialogKind = 'events' | 'info' | 'grid' | 'limit' | 'power';
