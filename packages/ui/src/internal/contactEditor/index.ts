export { ContactListEditor, type ContactListEditorProps } from './ContactListEditor';
export type { ContactRowFieldsProps } from './types';
export { useTypeOptions } from './useTypeOptions';
