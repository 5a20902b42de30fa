import type { Messages } from '../../../lib/i18n/index.ts';

const de: Messages = {
  'mqtt.General': 'MQTT',
  'mqtt.Enabled': 'MQTT aktivieren',
  'mqtt.EnabledHint':
    'Veröffentlicht die Daten der Wechselrichter über einen MQTT-Broker und nimmt von dort Befehle an.',
  'mqtt.HassEnabled': 'Home-Assistant-Erkennung aktivieren',
  'mqtt.HassEnabledHint': 'Meldet das Gerät und seine Wechselrichter automatisch bei Home Assistant an.',
  'mqtt.Broker': 'Broker',
  'mqtt.Hostname': 'Hostname oder IP-Adresse',
  'mqtt.HostnameHint': 'Zum Beispiel 192.168.1.10 oder broker.example.com.',
  'mqtt.Port': 'Port',
  'mqtt.PortHint': 'Meist 1883, mit TLS 8883.',
  'mqtt.ClientId': 'Client-ID',
  'mqtt.ClientIdHint': 'Leer lassen, um den Namen des Access Points des Geräts zu verwenden.',
  'mqtt.Username': 'Benutzername',
  'mqtt.LoginHint': 'Benutzername und Passwort leer lassen, wenn der Broker keine Anmeldung verlangt.',
  'mqtt.Password': 'Passwort',
  'mqtt.Tls': 'Mit TLS verschlüsseln',
  'mqtt.TlsHint': 'Der Broker muss auf diesem Port TLS anbieten.',
  'mqtt.RootCa': 'Root-CA-Zertifikat (PEM)',
  'mqtt.RootCaHint':
    'Das Zertifikat der Stelle, die das Zertifikat des Brokers ausgestellt hat, mit den Zeilen BEGIN und END.',
  'mqtt.CertHint': 'Höchstens {max} Zeichen.',
  'mqtt.CertLogin': 'Mit Client-Zertifikat anmelden',
  'mqtt.CertLoginHint': 'Der Broker erkennt das Gerät an seinem Zertifikat statt an einem Passwort.',
  'mqtt.ClientCert': 'Client-Zertifikat (PEM)',
  'mqtt.ClientKey': 'Privater Client-Schlüssel (PEM)',
  'mqtt.Publishing': 'Veröffentlichen',
  'mqtt.Topic': 'Basis-Topic',
  'mqtt.TopicHint':
    'Steht vor jedem Topic; ohne Leerzeichen und mit einem Schrägstrich am Ende, zum Beispiel solar/.',
  'mqtt.PublishInterval': 'Sendeintervall',
  'mqtt.PublishIntervalHint': 'Zwischen {min} und {max} Sekunden.',
  'mqtt.Seconds': 'Sekunden',
  'mqtt.Retain': 'Nachrichten behalten (Retain)',
  'mqtt.RetainHint':
    'Der Broker hebt den letzten Wert jedes Topics für Clients auf, die sich später verbinden.',
  'mqtt.CleanSession': 'Saubere Sitzung (Clean Session)',
  'mqtt.CleanSessionHint': 'Der Broker vergisst die Abonnements des Geräts bei jeder Trennung.',
  'mqtt.LastWill': 'Letzter Wille',
  'mqtt.LastWillIntro':
    'Beim Verbinden veröffentlicht das Gerät die Online-Nachricht unter diesem Topic; bricht die Verbindung ab, veröffentlicht der Broker die Offline-Nachricht.',
  'mqtt.LwtTopic': 'Status-Topic',
  'mqtt.LwtTopicHint': 'Hinter dem Basis-Topic, das vollständige Topic lautet also {topic}.',
  'mqtt.LwtOnline': 'Online-Nachricht',
  'mqtt.LwtOffline': 'Offline-Nachricht',
  'mqtt.LwtQos': 'QoS',
  'mqtt.Qos0': '0 (höchstens einmal)',
  'mqtt.Qos1': '1 (mindestens einmal)',
  'mqtt.Qos2': '2 (genau einmal)',
  'mqtt.Hass': 'Home-Assistant-Erkennung',
  'mqtt.HassTopic': 'Discovery-Topic',
  'mqtt.HassTopicHint': 'Das Discovery-Präfix von Home Assistant, meist homeassistant/.',
  'mqtt.HassRetain': 'Erkennungsnachrichten behalten (Retain)',
  'mqtt.HassRetainHint':
    'Home Assistant findet das Gerät nach einem Neustart des Brokers oder von Home Assistant wieder.',
  'mqtt.HassExpire': 'Werte ablaufen lassen',
  'mqtt.HassExpireHint':
    'Home Assistant zeigt die Werte als nicht verfügbar an, wenn die Wechselrichter nichts mehr melden.',
  'mqtt.HassIndividual': 'Einzelne Module',
  'mqtt.HassIndividualHint':
    'Legt zusätzlich Sensoren für jeden Eingang (jedes Solarmodul) der Wechselrichter an.',
};

export default de;
