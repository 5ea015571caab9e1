export { Dialog, type DialogProps, type DialogWidth } from './Dialog';
