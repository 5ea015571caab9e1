// Lead exports (spec 02 §7.7): the button that exports a search's results or chosen leads as a CSV.
export { LeadExportButton, type LeadExportButtonProps } from './LeadExportButton';
export { LEAD_EXPORT_TEXT } from './text';
