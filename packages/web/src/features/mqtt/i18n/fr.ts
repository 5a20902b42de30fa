import type { Messages } from '../../../lib/i18n/index.ts';

const fr: Messages = {
  'mqtt.General': 'MQTT',
  'mqtt.Enabled': 'Activer MQTT',
  'mqtt.EnabledHint': 'Publie les données des onduleurs sur un broker MQTT et en reçoit des commandes.',
  'mqtt.HassEnabled': 'Activer la découverte Home Assistant',
  'mqtt.HassEnabledHint': 'Déclare automatiquement l’appareil et ses onduleurs auprès de Home Assistant.',
  'mqtt.Broker': 'Broker',
  'mqtt.Hostname': 'Nom d’hôte ou adresse IP',
  'mqtt.HostnameHint': 'Par exemple 192.168.1.10 ou broker.example.com.',
  'mqtt.Port': 'Port',
  'mqtt.PortHint': 'En général 1883, ou 8883 avec TLS.',
  'mqtt.ClientId': 'Identifiant client',
  'mqtt.ClientIdHint': 'Laissez vide pour utiliser le nom du point d’accès de l’appareil.',
  'mqtt.Username': 'Nom d’utilisateur',
  'mqtt.LoginHint':
    'Laissez le nom d’utilisateur et le mot de passe vides si le broker ne demande pas de connexion.',
  'mqtt.Password': 'Mot de passe',
  'mqtt.Tls': 'Chiffrer avec TLS',
  'mqtt.TlsHint': 'Le broker doit proposer TLS sur ce port.',
  'mqtt.RootCa': 'Certificat racine de l’AC (PEM)',
  'mqtt.RootCaHint': 'Le certificat de l’autorité qui a signé celui du broker, avec ses lignes BEGIN et END.',
  'mqtt.CertHint': '{max} caractères au maximum.',
  'mqtt.CertLogin': 'Se connecter avec un certificat client',
  'mqtt.CertLoginHint': 'Le broker reconnaît l’appareil à son certificat au lieu d’un mot de passe.',
  'mqtt.ClientCert': 'Certificat client (PEM)',
  'mqtt.ClientKey': 'Clé privée du client (PEM)',
  'mqtt.Publishing': 'Publication',
  'mqtt.Topic': 'Topic de base',
  'mqtt.TopicHint':
    'Placé devant chaque topic, sans espace et terminé par une barre oblique, par exemple solar/.',
  'mqtt.PublishInterval': 'Intervalle de publication',
  'mqtt.PublishIntervalHint': 'Entre {min} et {max} secondes.',
  'mqtt.Seconds': 'secondes',
  'mqtt.Retain': 'Conserver les messages (retain)',
  'mqtt.RetainHint':
    'Le broker garde la dernière valeur de chaque topic pour les clients qui se connectent plus tard.',
  'mqtt.CleanSession': 'Session propre (clean session)',
  'mqtt.CleanSessionHint': 'Le broker oublie les abonnements de l’appareil à chaque déconnexion.',
  'mqtt.LastWill': 'Dernière volonté',
  'mqtt.LastWillIntro':
    'À la connexion, l’appareil publie le message « en ligne » sur ce topic ; s’il disparaît, le broker publie le message « hors ligne ».',
  'mqtt.LwtTopic': 'Topic d’état',
  'mqtt.LwtTopicHint': 'Placé après le topic de base : le topic complet est donc {topic}.',
  'mqtt.LwtOnline': 'Message « en ligne »',
  'mqtt.LwtOffline': 'Message « hors ligne »',
  'mqtt.LwtQos': 'QoS',
  'mqtt.Qos0': '0 (au plus une fois)',
  'mqtt.Qos1': '1 (au moins une fois)',
  'mqtt.Qos2': '2 (exactement une fois)',
  'mqtt.Hass': 'Découverte Home Assistant',
  'mqtt.HassTopic': 'Topic de découverte',
  'mqtt.HassTopicHint': 'Le préfixe de découverte de Home Assistant, en général homeassistant/.',
  'mqtt.HassRetain': 'Conserver les messages de découverte (retain)',
  'mqtt.HassRetainHint':
    'Home Assistant retrouve l’appareil après un redémarrage du broker ou de Home Assistant.',
  'mqtt.HassExpire': 'Faire expirer les valeurs',
  'mqtt.HassExpireHint':
    'Home Assistant affiche les valeurs comme indisponibles quand les onduleurs ne répondent plus.',
  'mqtt.HassIndividual': 'Panneaux individuels',
  'mqtt.HassIndividualHint':
    'Crée aussi des capteurs pour chaque entrée (panneau solaire) de chaque onduleur.',
};

export default fr;
