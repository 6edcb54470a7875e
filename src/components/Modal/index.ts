export {
  DialogTrigger,
  Modal,
  ModalFrame,
  type DialogTriggerProps,
  type ModalFrameProps,
  type ModalProps,
} from './Modal';
