export { AddressEditor, type AddressEditorProps } from './AddressEditor';
export { Banner, type BannerProps, type BannerVariant } from './Banner';
export { Button, type ButtonProps, type ButtonSize, type ButtonVariant } from './Button';
export { Checkbox, type CheckboxProps } from './Checkbox';
export { CobrandLogo, type CobrandLogoProps } from './CobrandLogo';
export { Combobox, type ComboboxProps } from './Combobox';
export {
  ConfirmDialog,
  type ConfirmDialogProps,
  type ConfirmDialogRole,
  type ConfirmDialogType,
  type CountiesOfState,
} from './ConfirmDialog';
export {
  DataTable,
  type DataTableColumn,
  type DataTableLabels,
  type DataTablePaginationLabels,
  type DataTablePaginationProps,
  type DataTableProps,
  type DataTableSort,
} from './DataTable';
export { Dialog, type DialogProps, type DialogWidth } from './Dialog';
export { Drawer, type DrawerProps } from './Drawer';
export { EmailEditor, type EmailEditorProps } from './EmailEditor';
export { ErrorSummary, type ErrorSummaryError, type ErrorSummaryProps } from './ErrorSummary';
export { Field, type FieldErrorProps, type FieldHintProps, type FieldLabelProps, type FieldProps } from './Field';
export { HeightInput, type HeightInputProps } from './HeightInput';
export { IconButton, type IconButtonProps, type IconButtonSize, type IconButtonVariant } from './IconButton';
export { ImportantNoticePopup, type ImportantNoticePopupProps } from './ImportantNoticePopup';
export { InitialInput, type InitialInputProps } from './InitialInput';
export { MaskedDateInput, type MaskedDateInputProps } from './MaskedDateInput';
export { MedicareNumberInput, type MedicareNumberInputProps } from './MedicareNumberInput';
export {
  Menu,
  type MenuContentProps,
  type MenuGroupProps,
  type MenuItemProps,
  type MenuLabelProps,
  type MenuProps,
  type MenuSeparatorProps,
  type MenuTriggerProps,
} from './Menu';
export { MonthYearInput, type MonthYearInputProps } from './MonthYearInput';
export { NavList, type NavListItemProps, type NavListProps, type NavListTrailingActionProps } from './NavList';
export { NoticeBanner, type NoticeBannerProps } from './NoticeBanner';
export { NoticeDetail, type NoticeDetailNotice, type NoticeDetailProps } from './NoticeDetail';
export { NoticeList, type NoticeListItem, type NoticeListProps } from './NoticeList';
export { PageHeader, type PageHeaderProps } from './PageHeader';
export { PhoneEditor, type PhoneEditorProps } from './PhoneEditor';
export { PhoneInput, type PhoneInputProps } from './PhoneInput';
export { RadioGroup, type RadioGroupItemProps, type RadioGroupProps } from './RadioGroup';
export {
  SafeHtml,
  sanitizeHtml,
  type SafeHtmlLinkTarget,
  type SafeHtmlProps,
  type SanitizeHtmlOptions,
} from './SafeHtml';
export { Select, type SelectOption, type SelectOptionGroup, type SelectProps } from './Select';
export { SoaEmailPreview, type SoaEmailPreviewLead, type SoaEmailPreviewProps } from './SoaEmailPreview';
export { SkipLink, type SkipLinkProps } from './SkipLink';
export { Spinner, type SpinnerProps, type SpinnerSize } from './Spinner';
export { SsnInput, type SsnInputProps } from './SsnInput';
export { Switch, type SwitchProps } from './Switch';
export { Tabs, type TabsListProps, type TabsPanelProps, type TabsProps, type TabsTabProps } from './Tabs';
export { TagInput, type TagInputProps } from './TagInput';
export { TextInput, type TextInputProps, type TextInputSize } from './TextInput';
export { GlobalStyle, theme, ThemeProvider, type Theme, type ThemeCobrand, type ThemeProviderProps } from './theme';
export {
  ToastProvider,
  useToasts,
  type ToastOptions,
  type ToastProviderProps,
  type Toasts,
  type ToastType,
} from './Toasts';
export { Tooltip, type TooltipProps } from './Tooltip';
export {
  UnsavedChangesDialog,
  useUnsavedChangesGuard,
  type UnsavedChangesDialogProps,
  type UnsavedChangesGuard,
  type UnsavedChangesGuardOptions,
} from './UnsavedChangesDialog';
export { VisuallyHidden, type VisuallyHiddenProps } from './VisuallyHidden';
export { VoiceSignatureScripts, type VoiceSignatureScriptsProps } from './VoiceSignatureScripts';
export { WeightInput, type WeightInputProps } from './WeightInput';
export { WritingNumberTable, type WritingNumberTableMode, type WritingNumberTableProps } from './WritingNumberTable';
export { ZipInput, type ZipInputProps } from './ZipInput';
