export { SoaEmailPreview, type SoaEmailPreviewLead, type SoaEmailPreviewProps } from './SoaEmailPreview';
