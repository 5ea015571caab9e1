export { RichTextEditor, type RichTextEditorProps } from './RichTextEditor';
export { type RichTextToolbarOptions } from './Toolbar';
