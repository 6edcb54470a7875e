export {
  Register,
  REGISTER_FIELD_ORDER,
  emptyRegisterValues,
  registerPayload,
  type RegisterField,
  type RegisterFieldErrors,
  type RegisterProps,
  type RegisterValues,
} from './Register';
