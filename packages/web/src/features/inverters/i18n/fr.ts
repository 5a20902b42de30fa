import type { Messages } from '../../../lib/i18n/index.ts';

const fr: Messages = {
  'inverters.AddTitle': 'Ajouter un onduleur',
  'inverters.Serial': 'Numéro de série',
  'inverters.SerialHint':
    'Le numéro à 12 chiffres de l’étiquette de l’onduleur (hexadécimal), ou un numéro de série E-Star HERF comme A01234567-1AB.',
  'inverters.SerialRequired': 'Veuillez saisir le numéro de série.',
  'inverters.SerialInvalid':
    'Ce n’est pas un numéro de série : saisissez les chiffres hexadécimaux de l’étiquette ou un numéro HERF (A01…-…).',
  'inverters.SerialChecksum':
    'Les trois caractères après le tiret ne correspondent pas à ce numéro HERF. Vérifiez qu’il n’y a pas de faute de frappe.',
  'inverters.ModelDetected': 'Modèle reconnu : {model}',
  'inverters.HerfConverted': 'Numéro HERF, enregistré comme {serial}. Modèle reconnu : {model}',
  'inverters.ModelUnknown':
    'Aucun modèle connu ne porte ce numéro ; la passerelle l’enregistre mais ne peut pas communiquer avec lui.',
  'inverters.ModelNeedsNewerFirmware':
    'Le firmware de cette passerelle ({firmware}) ne connaît aucun modèle pour ce numéro : elle l’enregistre mais ne peut pas communiquer avec l’onduleur. Les versions plus récentes d’OpenDTU le reconnaissent comme {model}.',
  'inverters.ModelOtherOnNewerFirmware':
    'Le firmware de cette passerelle ({firmware}) le prend pour un {model} ; les versions plus récentes d’OpenDTU le reconnaissent comme {newer}. Mettez la passerelle à jour pour communiquer avec cet onduleur.',
  'inverters.Name': 'Nom',
  'inverters.Add': 'Ajouter',
  'inverters.AddHint':
    'Les chaînes, l’interrogation de nuit et les autres options se règlent après l’ajout, avec le bouton Modifier.',
  'inverters.LimitReached':
    'Les {max} emplacements d’onduleur sont tous occupés. Supprimez un onduleur avant d’en ajouter un autre ; la passerelle refuse un onzième.',
  'inverters.ListTitle': 'Onduleurs',
  'inverters.Count': '{used} emplacements utilisés sur {max}',
  'inverters.Empty': 'Aucun onduleur n’est encore configuré. Ajoutez le premier ci-dessus.',
  'inverters.ListLabel': 'Onduleurs dans l’ordre d’affichage',
  'inverters.Type': 'Type',
  'inverters.PollDayNight': 'Interrogation : jour et nuit',
  'inverters.PollDay': 'Interrogation : de jour seulement',
  'inverters.PollOff': 'Interrogation : désactivée',
  'inverters.CommandDayNight': 'Commandes : jour et nuit',
  'inverters.CommandDay': 'Commandes : de jour seulement',
  'inverters.CommandOff': 'Commandes : désactivées',
  'inverters.Move': 'Déplacer {name}',
  'inverters.Edit': 'Modifier {name}',
  'inverters.Delete': 'Supprimer {name}',
  'inverters.SaveOrder': 'Enregistrer l’ordre',
  'inverters.OrderUnsaved': 'Le nouvel ordre n’est pas encore enregistré.',
  'inverters.DragHelp':
    'Pour déplacer un onduleur, faites glisser sa poignée, ou placez le focus sur la poignée, appuyez sur Espace, déplacez avec les flèches et appuyez de nouveau sur Espace. Échap annule.',
  'inverters.DragPicked': '{name} saisi, position {position} sur {total}.',
  'inverters.DragOver': '{name} déplacé en position {position} sur {total}.',
  'inverters.DragDropped':
    '{name} déposé en position {position} sur {total}. Enregistrez l’ordre pour le conserver.',
  'inverters.DragCancelled': 'Déplacement de {name} annulé ; il reste en position {position}.',
  'inverters.EditTitle': 'Modifier l’onduleur {name}',
  'inverters.TabGeneral': 'Général',
  'inverters.TabString': 'Chaînes',
  'inverters.TabAdvanced': 'Avancé',
  'inverters.Tabs': 'Paramètres de l’onduleur',
  'inverters.StringTitle': 'Chaîne {number}',
  'inverters.StringName': 'Nom',
  'inverters.StringNameHint': 'Affiché dans la vue en direct à la place du numéro de chaîne.',
  'inverters.MaxPower': 'Puissance maximale',
  'inverters.MaxPowerHint': 'La puissance crête des panneaux ; elle sert à calculer l’irradiation.',
  'inverters.YieldOffset': 'Décalage de la production totale',
  'inverters.YieldOffsetHint':
    'Ajouté à la production totale de la chaîne. Une valeur négative la diminue, par exemple pour faire partir un onduleur d’occasion de 0 kWh.',
  'inverters.PollNight': 'Interroger l’onduleur la nuit',
  'inverters.PollNightHint': 'Demande aussi les données entre le coucher et le lever du soleil.',
  'inverters.CommandNight': 'Envoyer des commandes la nuit',
  'inverters.CommandNightHint':
    'Les limites et les commandes de marche/arrêt sont aussi envoyées entre le coucher et le lever du soleil.',
  'inverters.Poll': 'Interroger l’onduleur',
  'inverters.Command': 'Envoyer des commandes',
  'inverters.ReachableThreshold': 'Seuil d’accessibilité',
  'inverters.ReachableThresholdHint':
    'Nombre de requêtes consécutives sans réponse avant que l’onduleur soit considéré comme injoignable.',
  'inverters.ZeroRuntime': 'Remettre à zéro les données instantanées',
  'inverters.ZeroRuntimeHint':
    'Met tensions, courants et puissance à 0 dès que l’onduleur est injoignable (les productions restent).',
  'inverters.ZeroDay': 'Remettre à zéro la production du jour à minuit',
  'inverters.ZeroDayHint': 'Met la production du jour à 0 à minuit, même si l’onduleur est injoignable.',
  'inverters.ClearEventlog': 'Effacer le journal des événements à minuit',
  'inverters.YieldDayCorrection': 'Correction de la production du jour',
  'inverters.YieldDayCorrectionHint':
    'Conserve la production du jour quand l’onduleur redémarre en journée (sinon elle repartirait de 0).',
  'inverters.SaveChanges': 'Enregistrer les modifications',
  'inverters.DeleteTitle': 'Supprimer l’onduleur ?',
  'inverters.DeleteText':
    'Supprimer l’onduleur « {name} » de numéro de série {serial} ? Ses réglages seront perdus.',
  'inverters.DeleteConfirm': 'Supprimer',
  'inverters.Unnamed': 'onduleur {serial}',
};

export default fr;
