import type { Messages } from '../../../lib/i18n/index.ts';

const en: Messages = {
  'inverters.AddTitle': 'Add an inverter',
  'inverters.Serial': 'Serial number',
  'inverters.SerialHint':
    'The 12-digit number on the inverter’s label (hex), or an E-Star HERF serial such as A01234567-1AB.',
  'inverters.SerialRequired': 'Please enter the serial number.',
  'inverters.SerialInvalid':
    'This is not a serial number: enter the hex digits from the label or a HERF serial (A01…-…).',
  'inverters.SerialChecksum':
    'The three characters after the dash do not match this HERF serial; please check it for typos.',
  'inverters.ModelDetected': 'Detected model: {model}',
  'inverters.HerfConverted': 'HERF serial, saved as {serial}. Detected model: {model}',
  'inverters.ModelUnknown': 'No known model has this serial; the gateway saves it but cannot talk to it.',
  'inverters.ModelNeedsNewerFirmware':
    'This gateway’s firmware ({firmware}) has no model for this serial: it saves it but cannot talk to the inverter. Newer OpenDTU releases know it as {model}.',
  'inverters.ModelOtherOnNewerFirmware':
    'This gateway’s firmware ({firmware}) takes it for an {model}; newer OpenDTU releases know it as {newer}. Update the gateway to talk to this inverter.',
  'inverters.Name': 'Name',
  'inverters.Add': 'Add',
  'inverters.AddHint':
    'Strings, night polling and the other options can be set after adding, with the edit button.',
  'inverters.LimitReached':
    'All {max} inverter slots are used. Delete an inverter before adding another; the gateway refuses an 11th.',
  'inverters.ListTitle': 'Inverters',
  'inverters.Count': '{used} of {max} slots used',
  'inverters.Empty': 'No inverter is set up yet. Add the first one above.',
  'inverters.ListLabel': 'Inverters in display order',
  'inverters.Type': 'Type',
  'inverters.PollDayNight': 'Polling: day and night',
  'inverters.PollDay': 'Polling: by day only',
  'inverters.PollOff': 'Polling: off',
  'inverters.CommandDayNight': 'Commands: day and night',
  'inverters.CommandDay': 'Commands: by day only',
  'inverters.CommandOff': 'Commands: off',
  'inverters.Move': 'Move {name}',
  'inverters.Edit': 'Edit {name}',
  'inverters.Delete': 'Delete {name}',
  'inverters.SaveOrder': 'Save order',
  'inverters.OrderUnsaved': 'The new order is not saved yet.',
  'inverters.DragHelp':
    'To move an inverter, drag its handle, or focus the handle, press Space, move with the arrow keys and press Space again. Escape cancels.',
  'inverters.DragPicked': 'Picked up {name}, position {position} of {total}.',
  'inverters.DragOver': '{name} moved to position {position} of {total}.',
  'inverters.DragDropped': '{name} dropped at position {position} of {total}. Save the order to keep it.',
  'inverters.DragCancelled': 'Moving {name} was cancelled; it stays at position {position}.',
  'inverters.EditTitle': 'Edit inverter {name}',
  'inverters.TabGeneral': 'General',
  'inverters.TabString': 'Strings',
  'inverters.TabAdvanced': 'Advanced',
  'inverters.Tabs': 'Inverter settings',
  'inverters.StringTitle': 'String {number}',
  'inverters.StringName': 'Name',
  'inverters.StringNameHint': 'Shown in the live view instead of the string number.',
  'inverters.MaxPower': 'Maximum power',
  'inverters.MaxPowerHint': 'The panels’ peak power; used to work out the irradiation.',
  'inverters.YieldOffset': 'Yield total offset',
  'inverters.YieldOffsetHint':
    'Added to the string’s total yield. A negative value subtracts, e.g. to start a used inverter at 0 kWh.',
  'inverters.PollNight': 'Poll inverter at night',
  'inverters.PollNightHint': 'Asks for data between sunset and sunrise too.',
  'inverters.CommandNight': 'Send commands at night',
  'inverters.CommandNightHint': 'Limits and power commands are sent between sunset and sunrise too.',
  'inverters.Poll': 'Poll inverter',
  'inverters.Command': 'Send commands',
  'inverters.ReachableThreshold': 'Reachable threshold',
  'inverters.ReachableThresholdHint':
    'How many requests in a row may go unanswered before the inverter counts as unreachable.',
  'inverters.ZeroRuntime': 'Zero runtime data',
  'inverters.ZeroRuntimeHint':
    'Sets voltages, currents and power to 0 once the inverter is unreachable (the yields stay).',
  'inverters.ZeroDay': 'Zero yield day at midnight',
  'inverters.ZeroDayHint': 'Sets the daily yield to 0 at midnight, even while the inverter is unreachable.',
  'inverters.ClearEventlog': 'Clear event log at midnight',
  'inverters.YieldDayCorrection': 'Yield day correction',
  'inverters.YieldDayCorrectionHint':
    'Keeps the daily yield when the inverter restarts during the day (it would start again at 0).',
  'inverters.SaveChanges': 'Save changes',
  'inverters.DeleteTitle': 'Delete inverter?',
  'inverters.DeleteText': 'Delete the inverter “{name}” with serial number {serial}? Its settings are lost.',
  'inverters.DeleteConfirm': 'Delete',
  'inverters.Unnamed': 'inverter {serial}',
};

export default en;
