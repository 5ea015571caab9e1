// Quick links (spec 01 §3–§8): the Quick Links dialog with edit mode and Create New Quick Link.
// The shell loads this module lazily (React.lazy), so none of it is in the first paint.
export { QuickLinksDialog, QUICK_LINKS_TEXT, type QuickLinksDialogProps } from './QuickLinksDialog';
export { QuickLinkEditor, EDITOR_TEXT, type QuickLinkEditorProps } from './QuickLinkEditor';
