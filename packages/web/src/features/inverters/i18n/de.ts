import type { Messages } from '../../../lib/i18n/index.ts';

const de: Messages = {
  'inverters.AddTitle': 'Wechselrichter hinzufügen',
  'inverters.Serial': 'Seriennummer',
  'inverters.SerialHint':
    'Die 12-stellige Nummer vom Typenschild des Wechselrichters (hexadezimal) oder eine E-Star-HERF-Seriennummer wie A01234567-1AB.',
  'inverters.SerialRequired': 'Bitte die Seriennummer eingeben.',
  'inverters.SerialInvalid':
    'Das ist keine Seriennummer: Bitte die Hex-Ziffern vom Typenschild oder eine HERF-Seriennummer (A01…-…) eingeben.',
  'inverters.SerialChecksum':
    'Die drei Zeichen nach dem Bindestrich passen nicht zu dieser HERF-Seriennummer. Bitte auf Tippfehler prüfen.',
  'inverters.ModelDetected': 'Erkanntes Modell: {model}',
  'inverters.HerfConverted': 'HERF-Seriennummer, gespeichert als {serial}. Erkanntes Modell: {model}',
  'inverters.ModelUnknown':
    'Zu dieser Seriennummer ist kein Modell bekannt; das Gateway speichert sie, kann aber nicht mit dem Gerät sprechen.',
  'inverters.ModelNeedsNewerFirmware':
    'Die Firmware dieses Gateways ({firmware}) kennt zu dieser Seriennummer kein Modell: Sie wird gespeichert, aber das Gateway kann nicht mit dem Wechselrichter sprechen. Neuere OpenDTU-Versionen kennen ihn als {model}.',
  'inverters.ModelOtherOnNewerFirmware':
    'Die Firmware dieses Gateways ({firmware}) hält ihn für einen {model}; neuere OpenDTU-Versionen kennen ihn als {newer}. Aktualisieren Sie das Gateway, um mit diesem Wechselrichter zu sprechen.',
  'inverters.Name': 'Name',
  'inverters.Add': 'Hinzufügen',
  'inverters.AddHint':
    'Strings, Abfrage bei Nacht und die weiteren Optionen lassen sich nach dem Hinzufügen über den Bearbeiten-Knopf einstellen.',
  'inverters.LimitReached':
    'Alle {max} Plätze für Wechselrichter sind belegt. Bitte erst einen Wechselrichter löschen; einen elften lehnt das Gateway ab.',
  'inverters.ListTitle': 'Wechselrichter',
  'inverters.Count': '{used} von {max} Plätzen belegt',
  'inverters.Empty': 'Noch ist kein Wechselrichter eingerichtet. Fügen Sie oben den ersten hinzu.',
  'inverters.ListLabel': 'Wechselrichter in Anzeigereihenfolge',
  'inverters.Type': 'Typ',
  'inverters.PollDayNight': 'Abfrage: Tag und Nacht',
  'inverters.PollDay': 'Abfrage: nur tagsüber',
  'inverters.PollOff': 'Abfrage: aus',
  'inverters.CommandDayNight': 'Befehle: Tag und Nacht',
  'inverters.CommandDay': 'Befehle: nur tagsüber',
  'inverters.CommandOff': 'Befehle: aus',
  'inverters.Move': '{name} verschieben',
  'inverters.Edit': '{name} bearbeiten',
  'inverters.Delete': '{name} löschen',
  'inverters.SaveOrder': 'Reihenfolge speichern',
  'inverters.OrderUnsaved': 'Die neue Reihenfolge ist noch nicht gespeichert.',
  'inverters.DragHelp':
    'Zum Verschieben den Griff ziehen – oder den Griff fokussieren, Leertaste drücken, mit den Pfeiltasten bewegen und wieder Leertaste drücken. Escape bricht ab.',
  'inverters.DragPicked': '{name} aufgenommen, Position {position} von {total}.',
  'inverters.DragOver': '{name} auf Position {position} von {total} verschoben.',
  'inverters.DragDropped':
    '{name} auf Position {position} von {total} abgelegt. Speichern Sie die Reihenfolge, um sie zu behalten.',
  'inverters.DragCancelled': 'Verschieben von {name} abgebrochen; er bleibt auf Position {position}.',
  'inverters.EditTitle': 'Wechselrichter {name} bearbeiten',
  'inverters.TabGeneral': 'Allgemein',
  'inverters.TabString': 'Strings',
  'inverters.TabAdvanced': 'Erweitert',
  'inverters.Tabs': 'Wechselrichter-Einstellungen',
  'inverters.StringTitle': 'String {number}',
  'inverters.StringName': 'Name',
  'inverters.StringNameHint': 'Wird in der Live-Ansicht statt der String-Nummer angezeigt.',
  'inverters.MaxPower': 'Maximale Leistung',
  'inverters.MaxPowerHint': 'Die Spitzenleistung der Module; daraus wird die Einstrahlung berechnet.',
  'inverters.YieldOffset': 'Versatz Gesamtertrag',
  'inverters.YieldOffsetHint':
    'Wird zum Gesamtertrag des Strings addiert. Ein negativer Wert zieht ab, z. B. um einen gebrauchten Wechselrichter bei 0 kWh beginnen zu lassen.',
  'inverters.PollNight': 'Wechselrichter nachts abfragen',
  'inverters.PollNightHint': 'Fragt auch zwischen Sonnenuntergang und Sonnenaufgang Daten ab.',
  'inverters.CommandNight': 'Nachts Befehle senden',
  'inverters.CommandNightHint':
    'Limits und Ein-/Aus-Befehle werden auch zwischen Sonnenuntergang und Sonnenaufgang gesendet.',
  'inverters.Poll': 'Wechselrichter abfragen',
  'inverters.Command': 'Befehle senden',
  'inverters.ReachableThreshold': 'Erreichbarkeitsschwelle',
  'inverters.ReachableThresholdHint':
    'Wie viele Anfragen nacheinander unbeantwortet bleiben dürfen, bevor der Wechselrichter als nicht erreichbar gilt.',
  'inverters.ZeroRuntime': 'Laufzeitdaten nullen',
  'inverters.ZeroRuntimeHint':
    'Setzt Spannungen, Ströme und Leistung auf 0, sobald der Wechselrichter nicht erreichbar ist (die Erträge bleiben).',
  'inverters.ZeroDay': 'Tagesertrag um Mitternacht nullen',
  'inverters.ZeroDayHint':
    'Setzt den Tagesertrag um Mitternacht auf 0, auch wenn der Wechselrichter nicht erreichbar ist.',
  'inverters.ClearEventlog': 'Ereignisprotokoll um Mitternacht löschen',
  'inverters.YieldDayCorrection': 'Tagesertrag korrigieren',
  'inverters.YieldDayCorrectionHint':
    'Behält den Tagesertrag, wenn der Wechselrichter tagsüber neu startet (er würde sonst wieder bei 0 beginnen).',
  'inverters.SaveChanges': 'Änderungen speichern',
  'inverters.DeleteTitle': 'Wechselrichter löschen?',
  'inverters.DeleteText':
    'Den Wechselrichter „{name}“ mit der Seriennummer {serial} löschen? Seine Einstellungen gehen verloren.',
  'inverters.DeleteConfirm': 'Löschen',
  'inverters.Unnamed': 'Wechselrichter {serial}',
};

export default de;
