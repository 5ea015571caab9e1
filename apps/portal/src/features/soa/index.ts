export { SoaRecordsPanel } from './SoaRecordsPanel';
