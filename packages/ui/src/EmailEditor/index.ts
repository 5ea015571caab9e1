export { EmailEditor, type EmailEditorProps } from './EmailEditor';
