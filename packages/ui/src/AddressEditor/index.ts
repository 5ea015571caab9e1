export { AddressEditor, type AddressEditorProps } from './AddressEditor';
