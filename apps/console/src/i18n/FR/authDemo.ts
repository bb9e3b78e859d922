import type { authDemo as US } from '../US/authDemo';

export const authDemo: typeof US = {
  intro:
    'Cette page montre comment la console protège les boutons et les actions, avec vos propres droits. Elle ne s’ouvre qu’aux utilisateurs qui ont le droit auth:demo:form et le rôle Responsable ; les autres ne la voient pas dans le menu.',
  accessTitle: 'Votre accès à cette page',
  operationsHeld: 'Opérations sur {{entry}}',
  held: 'accordé',
  notHeld: 'non accordé',
  roles: 'Vos rôles',
  none: 'Aucun',
  requires: 'La page exige',
  requirement: 'Le droit auth:demo:form et le rôle Responsable',
  buttonsTitle: 'Boutons protégés',
  buttonsHelp:
    'Un bouton dont vous n’avez pas le droit est désactivé ; en le survolant, vous voyez que vous n’avez pas le droit.',
  operations: { form: 'Ouvrir le formulaire', edit: 'Modifier', delete: 'Supprimer' },
  ran: '« {{action}} » exécuté : vous avez ce droit',
  actionsTitle: 'Actions protégées',
  actionsHelp:
    'Les actions lancées autrement que par un bouton protégé (clic sur une ligne, raccourci clavier) vérifient le droit à l’exécution : sans lui, une erreur indique que vous ne pouvez pas effectuer l’opération.',
  runAction: 'Exécuter « {{action}} »',
  mayDelete: 'Vous avez auth:demo:delete : les deux actions s’exécutent.',
  mayNotDelete: 'Vous n’avez pas auth:demo:delete : exécuter « Supprimer » affiche l’erreur.',
};
