export { PhoneEditor, type PhoneEditorProps } from './PhoneEditor';
