/**
 * `@meridian/ui/rich-text`: the rich-text editor, on its own entry so that the Tiptap/ProseMirror
 * code it needs (about 110 KB gzipped) is paid only by the screens that import it, never by an app
 * that imports the main `@meridian/ui` barrel.
 */
export {
  RichTextEditor,
  type RichTextEditorHandle,
  type RichTextEditorProps,
  type RichTextToolbarOptions,
} from './RichTextEditor';
