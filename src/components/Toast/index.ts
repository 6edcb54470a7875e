export { TOAST_TIMEOUT_MS, ToastRegion, type ToastItem, type ToastRegionProps, type ToastTone } from './Toast';
