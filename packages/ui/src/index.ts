/**
 * @platform/ui: design tokens and accessible React primitives of the eco-school platform.
 * Import the styles once in the host: `import '@platform/ui/styles.css'`.
 * @packageDocumentation
 */
export { tokens } from './tokens.js';
export type { Tokens } from './tokens.js';
export { Alert } from './alert.js';
export type { AlertProps } from './alert.js';
export { Badge } from './badge.js';
export type { BadgeProps } from './badge.js';
export { Button } from './button.js';
export type { ButtonProps } from './button.js';
export { Card } from './card.js';
export type { CardProps } from './card.js';
export { Checkbox } from './checkbox.js';
export type { CheckboxProps } from './checkbox.js';
export { ChoiceGroup } from './choice-group.js';
export type { ChoiceGroupProps, ChoiceOption } from './choice-group.js';
export { FieldError } from './field-error.js';
export type { FieldErrorProps } from './field-error.js';
export { ImagePicker, UPLOAD_FAILED_MESSAGE } from './image-picker.js';
export type { ImagePickerProps } from './image-picker.js';
export { MarkdownEditor, preloadMarkdownEditor } from './lazy-markdown-editor.js';
export type { MarkdownEditorProps } from './markdown-editor.js';
export { renderMarkdown } from './markdown-render.js';
export { MarkdownHtmlProvider, MarkdownView, preloadMarkdownRenderer } from './markdown-view.js';
export type { MarkdownHtml, MarkdownViewProps } from './markdown-view.js';
export { Modal } from './modal.js';
export type { ModalProps } from './modal.js';
export { ProgressBar } from './progress-bar.js';
export type { ProgressBarProps } from './progress-bar.js';
export { Spinner } from './spinner.js';
export type { SpinnerProps } from './spinner.js';
export { TextField } from './text-field.js';
export type { TextFieldProps } from './text-field.js';
export { VisuallyHidden } from './visually-hidden.js';
export type { VisuallyHiddenProps } from './visually-hidden.js';
