export { RichTextEditor, type RichTextEditorHandle, type RichTextEditorProps } from './RichTextEditor';
export { type RichTextToolbarOptions } from './toolbar-tools';
