/**
 * The beta-registration form's field messages: one wording for the /register page (through account.fr.ts) and the
 * API's 400 answers (server/i18n.fr.ts), which parse with the same schema (src/domain/validation/beta.ts).
 */
import type { BetaRegistrationMessages } from '../domain/validation/beta';

export const betaValidationFr = {
  allFieldsRequired: 'Merci de remplir tous les champs',
  tooLong: 'Ce champ est trop long',
  invalidCharacters: 'Ce champ contient des caractères non autorisés',
  nameInvalid: 'Ce champ n’accepte que des lettres, des espaces, des apostrophes, des points et des traits d’union',
  nameLink:
    'Un nom ne peut pas contenir d’adresse web ni d’email (comme «\u00a0exemple.fr\u00a0»)\u202f; après un point, laissez une espace',
  phoneInvalid:
    'Le numéro de téléphone est invalide (ex. 06\u00a012\u00a034\u00a056\u00a078 ou +33\u00a06\u00a012\u00a034\u00a056\u00a078)',
  emailInvalid: 'L’email est invalide',
  unknownField: 'Ce champ n’est pas attendu',
} as const satisfies BetaRegistrationMessages;
